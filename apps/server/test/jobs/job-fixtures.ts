import { BET_STATUS, parseServerTime } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { approveDeposit } from '../../src/back-office/review-orders.ts';
import type { Database } from '../../src/db/schema.ts';
import { placeDeposit } from '../../src/deposits/place-deposit.ts';
import { insertBetRecord } from '../../src/games/bet-records-repository.ts';

let bets = 0;

/** An instant named by its Beijing wall clock ('2026-01-10 12:00:00'). */
export function beijing(text: string): Date {
  const date = parseServerTime(text);
  if (!date) throw new Error(`not a time: ${text}`);
  return date;
}

export interface BetFixture {
  platformName?: string;
  gameCode?: string;
  validFen: number;
  /** Beijing wall clock; a day alone is noon of that day. */
  at: string;
  status?: number;
}

/** A bet row as a venue settles it (the product writes these only from its demo venue rounds). */
export async function placeBet(db: Kysely<Database>, memberId: number, bet: BetFixture): Promise<void> {
  const at = bet.at.length === 10 ? `${bet.at} 12:00:00` : bet.at;
  await insertBetRecord(db, {
    bet_id: `T${memberId}-${++bets}-${Date.now()}`,
    member_id: memberId,
    platform_name: bet.platformName ?? 'demo',
    game_code: bet.gameCode ?? 'lucky-seven',
    game_name: 'test',
    bet_amount_fen: bet.validFen,
    valid_bet_fen: bet.validFen,
    win_loss_fen: 0,
    status: bet.status ?? BET_STATUS.settled,
    bet_time: beijing(at).toISOString(),
    playname: 'test',
    playmemo: '',
  });
}

/**
 * Raises the member's cumulative deposit the product's way: a bank deposit approved in the back office.
 * One deposit is at most 50,000 yuan (the seeded bank range), so larger sums arrive in several.
 */
export async function deposit(db: Kysely<Database>, memberId: number, yuan: number): Promise<void> {
  for (let left = yuan; left > 0; left -= 50_000) {
    const amount = Math.min(left, 50_000);
    const order = await placeDeposit(db, memberId, { paytype: 'bank', amount, bank_owner: '测试', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' });
    await approveDeposit(db, order.deposit_no);
  }
}

export async function setVip(db: Kysely<Database>, memberId: number, level: number): Promise<void> {
  await db.updateTable('members').set({ vip: level }).where('id', '=', memberId).execute();
}

export async function vipOf(db: Kysely<Database>, memberId: number): Promise<number> {
  return (await db.selectFrom('members').select('vip').where('id', '=', memberId).executeTakeFirstOrThrow()).vip;
}
