import { MONEY_ORDER_STATE } from '@lobby/contract';
import type { Kysely, NotNull } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * The turnover (打码量) still required before a withdrawal, in fen. The spec's rule is "a deposit
 * without a promotion needs 1x turnover before withdrawal"; ours, in time order:
 *   - every credited deposit adds its amount to the requirement;
 *   - every valid bet placed after that reduces it by the bet's valid amount, never below zero.
 * Bets placed before a deposit do not count towards it, and money that did not come from a deposit
 * (the demo opening balance, red packets, rebates) carries no requirement. A withdrawal does not
 * change it.
 */
export async function requiredTurnoverFen(db: Kysely<Database>, memberId: number): Promise<number> {
  const deposits = await db
    .selectFrom('deposits')
    .select(['credited_at', 'amount_fen'])
    .where('member_id', '=', memberId)
    .where('state', '=', MONEY_ORDER_STATE.approved)
    .where('credited_at', 'is not', null)
    .$narrowType<{ credited_at: NotNull }>()
    .orderBy('credited_at')
    .execute();
  const [firstDeposit] = deposits;
  if (firstDeposit === undefined) return 0;
  const bets = await db
    .selectFrom('bet_records')
    .select(['bet_time', 'valid_bet_fen'])
    .where('member_id', '=', memberId)
    .where('bet_time', '>=', firstDeposit.credited_at)
    .where('valid_bet_fen', '>', 0)
    .orderBy('bet_time')
    .execute();

  // One walk over both time-ordered lists: each deposit first takes off the bets placed before it.
  let required = 0;
  let next = 0;
  for (const deposit of deposits) {
    for (let bet = bets[next]; bet !== undefined && bet.bet_time < deposit.credited_at; bet = bets[++next]) {
      required = Math.max(0, required - Number(bet.valid_bet_fen));
    }
    required += Number(deposit.amount_fen);
  }
  for (const bet of bets.slice(next)) required = Math.max(0, required - Number(bet.valid_bet_fen));
  return required;
}
