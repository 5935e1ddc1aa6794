import { api, messages, MONEY_ORDER_STATE, yuanToFen, type GrabResult, type UserRedPacket } from '@lobby/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redPacketClock } from '../../src/red-packets/red-packet-clock.ts';
import { writeSiteSettings } from '../../src/site/site-settings.ts';
import { credit, ledgerImbalances, memberWithToken, walletsOf } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { beijing, insertDeposit, setCampaign } from './red-packet-fixtures.ts';

/** Inside the window of grab day 2026-11-21, whose deposits count from 2026-11-20 12:00 to 2026-11-21 10:00. */
const GRAB_TIME = beijing('2026-11-21 10:30:00');
const IN_WINDOW = beijing('2026-11-20 18:00:00');

describe.each(testTargets)('the red packet on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const clockAt = (date: Date) => vi.spyOn(redPacketClock, 'now').mockReturnValue(date);
  beforeEach(async () => {
    clockAt(GRAB_TIME);
    await setCampaign(context.database.db);
  });
  afterEach(() => vi.restoreAllMocks());

  const status = async (token: string, query = '') => {
    const response = await context.app.inject({ method: 'GET', url: `${api.userredpacket.path}${query}`, headers: { authorization: `Bearer ${token}` } });
    return { status: response.statusCode, body: response.json() };
  };
  const grab = (token: string) => post<GrabResult | null>(context.app, api.douserredpacket.path, {}, token);
  const refusal = (message: string) => ({ code: 403, message, data: null });

  async function depositor(amountFen: number, at: Date = IN_WINDOW) {
    const member = await memberWithToken(context.database.db);
    await insertDeposit(context.database.db, member.memberId, amountFen, at);
    return member;
  }

  describe('GET /api/userredpacket', () => {
    it('answers the grabs left and made today, the cap and the rules of every tier', async () => {
      const { token } = await depositor(50_000);
      const answer = await status(token, '?page=1');
      expect(answer.body).toEqual({
        code: 200,
        message: messages.server.success,
        data: {
          sendnums: 2,
          acquirednum: 0,
          max_times: 3,
          rules: [
            { start_time: '2026-01-01', end_time: '2027-12-31', day_flow: 1, flow_money: 8.88, recharge: 100 },
            { start_time: '2026-01-01', end_time: '2027-12-31', day_flow: 2.88, flow_money: 18.88, recharge: 500 },
            { start_time: '2026-01-01', end_time: '2027-12-31', day_flow: 5.88, flow_money: 38.88, recharge: 1000 },
            { start_time: '2026-01-01', end_time: '2027-12-31', day_flow: 18.88, flow_money: 88.88, recharge: 5000 },
          ],
        } satisfies UserRedPacket,
      });
      expect((await grab(token)).body.code).toBe(200);
      expect((await status(token)).body.data).toMatchObject({ sendnums: 1, acquirednum: 1 });
    });

    it('answers no grabs without counted deposits', async () => {
      const { token } = await memberWithToken(context.database.db);
      expect((await status(token)).body.data).toMatchObject({ sendnums: 0, acquirednum: 0, max_times: 3 });
    });

    it('refuses a malformed page and a missing token', async () => {
      const { token } = await memberWithToken(context.database.db);
      expect((await status(token, '?page=abc')).status).toBe(400);
      const anonymous = await status('');
      expect(anonymous.status).toBe(401);
      expect(anonymous.body).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
    });
  });

  describe('POST /api/douserredpacket', () => {
    it('pays the packet at once from house:bonus and takes it from the pool', async () => {
      const { db } = context.database;
      const { memberId, token } = await depositor(10_000);
      await credit(db, memberId, 2_000);
      const answer = await grab(token);
      const amount = answer.body.data!.redpacketmoney;
      const amountFen = yuanToFen(amount)!;
      expect(answer.body).toEqual({ code: 200, message: messages.redPacket.won(amount), data: { redpacketmoney: amount } });
      expect(amount).toBeGreaterThanOrEqual(1);
      expect(amount).toBeLessThanOrEqual(8.88);
      expect(await walletsOf(db, memberId)).toEqual({ main: 2_000 + amountFen });
      const pool = await db.selectFrom('red_packet_campaign').select('remaining_fen').executeTakeFirstOrThrow();
      expect(Number(pool.remaining_fen)).toBe(8_888_800 - amountFen);
      const record = await db.selectFrom('red_packet_grabs').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
      expect(record).toMatchObject({ grab_day: '2026-11-21' });
      expect([Number(record.recharge_fen), Number(record.amount_fen)]).toEqual([10_000, amountFen]);
      expect(await ledgerImbalances(db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
    });

    it("refuses when the tier's grabs are used, and caps every tier at max_times", async () => {
      const small = await depositor(10_000);
      expect((await grab(small.token)).body.code).toBe(200);
      expect((await grab(small.token)).body).toEqual(refusal(messages.redPacket.noGrabsLeft));

      await setCampaign(context.database.db, { max_times: 2 });
      const large = await depositor(600_000);
      expect((await grab(large.token)).body.code).toBe(200);
      expect((await grab(large.token)).body.code).toBe(200);
      expect((await grab(large.token)).body).toEqual(refusal(messages.redPacket.noGrabsLeft));
      expect((await status(large.token)).body.data).toMatchObject({ sendnums: 0, acquirednum: 2, max_times: 2 });
    });

    it('counts only approved deposits from the previous day 12:00 to 10:00', async () => {
      const { db } = context.database;
      const { memberId, token } = await memberWithToken(db);
      await insertDeposit(db, memberId, 100_000, beijing('2026-11-20 11:59:59'));
      await insertDeposit(db, memberId, 100_000, beijing('2026-11-21 10:00:00'));
      await insertDeposit(db, memberId, 100_000, IN_WINDOW, MONEY_ORDER_STATE.pending);
      await insertDeposit(db, memberId, 100_000, IN_WINDOW, MONEY_ORDER_STATE.rejected);
      expect((await grab(token)).body).toEqual(refusal(messages.redPacket.notMet));

      await insertDeposit(db, memberId, 9_999, beijing('2026-11-20 12:00:00'));
      expect((await grab(token)).body).toEqual(refusal(messages.redPacket.notMet));
      await insertDeposit(db, memberId, 1, beijing('2026-11-21 09:59:59'));
      expect((await grab(token)).body.code).toBe(200);
    });

    it.each([
      ['before 10:00 Beijing time', '2026-11-21 09:59:59', messages.redPacket.notStarted],
      ['from 12:00 Beijing time', '2026-11-21 12:00:00', messages.redPacket.ended],
    ])('refuses %s', async (_, time, message) => {
      clockAt(beijing(time));
      const { token } = await depositor(10_000, beijing('2026-11-21 08:00:00'));
      expect((await grab(token)).body).toEqual(refusal(message));
    });

    it('compares the campaign dates in US Eastern time', async () => {
      const { token } = await depositor(50_000);
      // 10:30 in Beijing on the 21st is still the 20th in New York.
      await setCampaign(context.database.db, { start_date: '2026-11-21' });
      expect((await grab(token)).body).toEqual(refusal(messages.redPacket.notStarted));
      await setCampaign(context.database.db, { end_date: '2026-11-19' });
      expect((await grab(token)).body).toEqual(refusal(messages.redPacket.ended));
      await setCampaign(context.database.db, { start_date: '2026-11-20', end_date: '2026-11-20' });
      expect((await grab(token)).body.code).toBe(200);
    });

    it('refuses while the red packet is switched off', async () => {
      const { token } = await depositor(10_000);
      await writeSiteSettings(context.database.db, { redpacket_switch: 0 });
      expect((await grab(token)).body).toEqual(refusal(messages.redPacket.closed));
      await writeSiteSettings(context.database.db, { redpacket_switch: 1 });
    });

    it('pays what the pool has left, then refuses with the pool empty', async () => {
      const { db } = context.database;
      const { memberId, token } = await depositor(50_000);
      await setCampaign(db, { remaining_fen: 50 });
      expect((await grab(token)).body.data).toEqual({ redpacketmoney: 0.5 });
      expect((await grab(token)).body).toEqual(refusal(messages.redPacket.poolEmpty));
      expect((await status(token)).body.data).toMatchObject({ acquirednum: 1 });
      expect(await walletsOf(db, memberId)).toEqual({ main: 50 });
    });

    it('answers 401 without a token', async () => {
      const answer = await grab('');
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
    });
  });
});
