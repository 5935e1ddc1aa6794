import { api, messages, yuanToFen, type GrabResult } from '@lobby/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { redPacketClock } from '../../src/red-packets/red-packet-clock.ts';
import { ledgerImbalances, memberWithToken } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { beijing, insertDeposit, setCampaign } from './red-packet-fixtures.ts';

const GRABS = 50;

/**
 * 50 grabs in flight at once through the routes: on PostgreSQL over the pool's connections, on SQLite
 * queued on its one writer. Neither the daily cap nor the pool may ever be overrun.
 */
describe.each(testTargets)('50 concurrent red-packet grabs on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // One member's requests racing each other is the point here, not how many a minute it may send.
  const context = useTestApp(target, { rateLimitScale: { address: 100, member: 1000 } });
  beforeAll(() => void vi.spyOn(redPacketClock, 'now').mockReturnValue(beijing('2026-11-21 10:30:00')));
  afterAll(() => vi.restoreAllMocks());
  const grab = (token: string) => post<GrabResult | null>(context.app, api.douserredpacket.path, {}, token);

  async function paidTo(memberIds: number[]): Promise<number> {
    const row = await context.database.db
      .selectFrom('red_packet_grabs')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount_fen'), eb.lit(0)).as('total'))
      .where('member_id', 'in', memberIds)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  it('let one member through exactly max_times', { timeout: 60_000 }, async () => {
    const { db } = context.database;
    await setCampaign(db);
    const { memberId, token } = await memberWithToken(db);
    await insertDeposit(db, memberId, 600_000, beijing('2026-11-20 20:00:00'));

    const answers = await Promise.all(Array.from({ length: GRABS }, () => grab(token)));
    expect(answers.filter((answer) => answer.body.code === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.code !== 200).map((answer) => answer.body.message)).toEqual(
      Array(GRABS - 3).fill(messages.redPacket.noGrabsLeft),
    );
    const paid = answers.reduce((sum, answer) => sum + (yuanToFen(answer.body.data?.redpacketmoney ?? 0) ?? NaN), 0);
    expect(await paidTo([memberId])).toBe(paid);
    expect(await ledgerImbalances(db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });

  it('never pay out more than the pool across members', { timeout: 60_000 }, async () => {
    const { db } = context.database;
    const POOL_FEN = 5_000;
    await setCampaign(db, { remaining_fen: POOL_FEN });
    const members = await Promise.all(Array.from({ length: GRABS / 2 }, () => memberWithToken(db)));
    for (const { memberId } of members) await insertDeposit(db, memberId, 50_000, beijing('2026-11-20 20:00:00'));

    const answers = await Promise.all(members.flatMap(({ token }) => [grab(token), grab(token)]));
    const won = answers.filter((answer) => answer.body.code === 200);
    expect(won.length).toBeGreaterThan(0);
    expect(answers.filter((answer) => answer.body.code !== 200).every((answer) => answer.body.message === messages.redPacket.poolEmpty)).toBe(true);

    const paid = await paidTo(members.map((member) => member.memberId));
    const pool = await db.selectFrom('red_packet_campaign').select('remaining_fen').executeTakeFirstOrThrow();
    expect(paid).toBeLessThanOrEqual(POOL_FEN);
    expect(Number(pool.remaining_fen)).toBe(POOL_FEN - paid);
    expect(Number(pool.remaining_fen)).toBeGreaterThanOrEqual(0);
    expect(await ledgerImbalances(db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });
});
