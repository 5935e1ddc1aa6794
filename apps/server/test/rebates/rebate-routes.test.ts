import { api, messages, PAGE_SIZE, type RebateRecords } from '@lobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, beijingDayOf, dayBoundsIso } from '../../src/jobs/beijing-day.ts';
import { computeRebates } from '../../src/rebates/compute-rebates.ts';
import { mainBalanceFen } from '../deposits/deposit-fixtures.ts';
import { placeBet } from '../jobs/job-fixtures.ts';
import { memberWithToken } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { LEDGER_INTACT, ledgerInvariants } from '../transfers/ledger-invariants.ts';

/** Days back from today whose bets the fixture pays; rebates of day -k are computed at 00:20 of day -k+1. */
const DAYS_BACK = 17;

/**
 * For each of the last 17 days, 100.00 on the demo venue (0.50 at VIP 0), and on odd days also 200.00
 * on AG (0.80): 26 rows, 15.70 pending, all within the last 30 days.
 */
async function rebatesOverPastDays(db: Parameters<typeof placeBet>[0], memberId: number): Promise<void> {
  const today = beijingDayOf(Date.now());
  for (let k = 1; k <= DAYS_BACK; k++) {
    const day = addDays(today, -k);
    await placeBet(db, memberId, { platformName: 'demo', validFen: 10_000, at: day });
    if (k % 2 === 1) await placeBet(db, memberId, { platformName: 'ag', gameCode: 'baccarat', validFen: 20_000, at: day });
    const computedAt = new Date(Date.parse(dayBoundsIso(addDays(day, 1))[0]) + 20 * 60_000);
    await computeRebates(db, day, computedAt);
  }
}

describe.each(testTargets)('/api/getfanshui and /api/dofanshui on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  let member: { memberId: number; token: string };
  let other: { memberId: number; token: string };

  beforeAll(async () => {
    const { db } = context.database;
    member = await memberWithToken(db);
    other = await memberWithToken(db);
    await rebatesOverPastDays(db, member.memberId);
    await placeBet(db, other.memberId, { platformName: 'pg', gameCode: 'mahjong-ways', validFen: 100_000, at: addDays(beijingDayOf(Date.now()), -1) });
    await computeRebates(db, addDays(beijingDayOf(Date.now()), -1));
  });

  const records = (token: string, payload: object = {}) => post<RebateRecords>(context.app, api.getfanshui.path, { type: '', page: 1, ...payload }, token);
  const claim = (token: string) => post<null>(context.app, api.dofanshui.path, {}, token);

  it('refuse a visitor', async () => {
    expect((await records('')).status).toBe(401);
    expect((await claim('')).status).toBe(401);
  });

  it('page the rows newest first, and answer an empty page past the last', async () => {
    const first = await records(member.token, { date: 4, page: 1, api_type: '' });
    expect(first.body.code).toBe(200);
    expect(first.body.data.list).toMatchObject({ total: 26, last_page: 2, current_page: 1 });
    expect(first.body.data.list.data).toHaveLength(PAGE_SIZE);
    expect(first.body.data.list.data[0]).toEqual({ gamename: expect.any(String), money: expect.any(Number), created_at: expect.any(String), updated_at: '', state: 0 });
    const times = first.body.data.list.data.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await records(member.token, { date: 4, page: 2, api_type: '' });
    expect(second.body.data.list).toMatchObject({ total: 26, last_page: 2, current_page: 2 });
    expect(second.body.data.list.data).toHaveLength(26 - PAGE_SIZE);
    const past = await records(member.token, { date: 4, page: 3, api_type: '' });
    expect(past.body.data.list).toEqual({ data: [], total: 26, last_page: 2, current_page: 3 });
  });

  it('read the date codes as today, last 7, 15 and 30 days; the default is 30', async () => {
    const totalFor = async (date: unknown) => (await records(member.token, { date, page: 1, api_type: '' })).body.data.list.total;
    expect(await totalFor(1)).toBe(2);
    expect(await totalFor('2')).toBe(7 + 4);
    expect(await totalFor(3)).toBe(15 + 8);
    expect(await totalFor(4)).toBe(26);
    expect(await totalFor('')).toBe(26);
    expect(await totalFor(9)).toBe(26);
  });

  it('filter by platform while the totals stay the whole account', async () => {
    const ag = await records(member.token, { date: 4, page: 1, api_type: 'ag' });
    expect(ag.body.data.list.total).toBe(9);
    expect(ag.body.data.list.data.every((row) => row.gamename === 'AG视讯' && row.money === 0.8)).toBe(true);
    expect((await records(member.token, { date: 4, page: 1, api_type: 'demo' })).body.data.list.total).toBe(17);
    expect((await records(member.token, { date: 4, page: 1, api_type: 'nosuch' })).body.data.list).toEqual({ data: [], total: 0, last_page: 1, current_page: 1 });
    expect(ag.body.data).toMatchObject({ jisuan: 0, nojisuan: 15.7 });
  });

  it('refuse a malformed page', async () => {
    const answer = await records(member.token, { date: 4, page: 0, api_type: '' });
    expect(answer.body).toMatchObject({ code: 400, message: messages.server.badRequest });
  });

  it("pay every pending row once, keep the other member's, then refuse with 暂无领取额度！", async () => {
    const { db } = context.database;
    const before = await mainBalanceFen(db, member.memberId);
    const answer = await claim(member.token);
    expect(answer.body).toEqual({ code: 200, message: messages.rebate.claimedAmount('15.70'), data: null });
    expect(await mainBalanceFen(db, member.memberId)).toBe(before + 1_570);

    const after = await records(member.token, { date: 4, page: 1, api_type: '' });
    expect(after.body.data).toMatchObject({ jisuan: 15.7, nojisuan: 0 });
    expect(after.body.data.list.data.every((row) => row.state === 1 && /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(row.updated_at))).toBe(true);

    expect((await claim(member.token)).body).toEqual({ code: 400, message: messages.rebate.nothingToClaim, data: null });
    expect(await mainBalanceFen(db, member.memberId)).toBe(before + 1_570);

    // The other member: 1000.00 on PG slots at 0.50 % is 5.00, still pending and theirs alone.
    const theirs = await records(other.token, { date: 4, page: 1, api_type: '' });
    expect(theirs.body.data).toMatchObject({ jisuan: 0, nojisuan: 5, list: { total: 1, data: [{ gamename: 'PG电子', money: 5, state: 0 }] } });
    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
  });
});
