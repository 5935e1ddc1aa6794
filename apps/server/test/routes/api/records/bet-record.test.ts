import { api, BET_STATUS, fenToYuan, PAGE_SIZE, type BetRecordRow } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { credit, memberWithToken } from '../games/games-fixtures.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { at, NOW, playRounds, recordPage, useSimulatedClock } from './records-fixtures.ts';
import { firstRow } from '../../../support/rows.ts';

describe.each(testTargets)('POST /api/betrecord on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  useSimulatedClock();
  const bets = (token: string, payload: object = {}) => recordPage<BetRecordRow>(context.app, api.betrecord, token, payload);

  /** A member whose 'pg' and 'demo' wallets are funded, so rounds can be played on both. */
  async function player() {
    const member = await memberWithToken(context.database.db);
    await credit(context.database.db, member.memberId, 100_000, 'pg');
    await credit(context.database.db, member.memberId, 100_000, 'demo');
    return member;
  }

  it('answers 401 without a session', async () => {
    expect((await post(context.app, api.betrecord.path, {})).status).toBe(401);
  });

  it('shows the demo rounds, newest first, as the contract rows with the settled status', async () => {
    const { memberId, token } = await player();
    at('2026-11-18 09:00:00');
    const first = firstRow(await playRounds(context.database.db, memberId, 'pg', 1, 250));
    at('2026-11-18 10:00:00');
    const second = firstRow(await playRounds(context.database.db, memberId, 'demo', 1, 100));
    at(NOW);

    const page = await bets(token, { date: 1, page: 1, api_type: '' });
    expect(page).toMatchObject({ total: 2, last_page: 1, current_page: 1 });
    expect(page.data).toEqual([
      { bet_id: second.betId, bet_amount: 1, win_loss: fenToYuan(second.payoutFen), Code: 'demo', playname: 'slot', playmemo: second.reels.join(' '), status: BET_STATUS.settled, bet_time: '2026-11-18 10:00:00' },
      { bet_id: first.betId, bet_amount: 2.5, win_loss: fenToYuan(first.payoutFen), Code: 'pg', playname: 'slot', playmemo: first.reels.join(' '), status: BET_STATUS.settled, bet_time: '2026-11-18 09:00:00' },
    ]);
  });

  it('filters by each date code of the tabs (today, yesterday, last seven days, this month; default this month)', async () => {
    const { memberId, token } = await player();
    const playedAt = ['2026-11-18 00:00:00', '2026-11-17 23:59:59', '2026-11-12 08:00:00', '2026-11-11 23:00:00', '2026-11-01 00:00:00', '2026-10-31 23:59:59'];
    const idAt: Record<string, string> = {};
    for (const time of playedAt) {
      at(time);
      idAt[time] = firstRow(await playRounds(context.database.db, memberId, 'pg', 1)).betId;
    }
    at(NOW);
    const idsFor = async (payload: object) => (await bets(token, payload)).data.map((row) => row.bet_id);
    const ids = (...times: string[]) => times.map((time) => idAt[time]);

    expect(await idsFor({ date: 1 })).toEqual(ids('2026-11-18 00:00:00'));
    expect(await idsFor({ date: 2 })).toEqual(ids('2026-11-17 23:59:59'));
    expect(await idsFor({ date: 3 })).toEqual(ids('2026-11-18 00:00:00', '2026-11-17 23:59:59', '2026-11-12 08:00:00'));
    const thisMonth = ids('2026-11-18 00:00:00', '2026-11-17 23:59:59', '2026-11-12 08:00:00', '2026-11-11 23:00:00', '2026-11-01 00:00:00');
    expect(await idsFor({ date: 4 })).toEqual(thisMonth);
    expect(await idsFor({})).toEqual(thisMonth);
    expect(await idsFor({ date: '9' })).toEqual(thisMonth);
  });

  it('pages by PAGE_SIZE: first page, last page, past the end', async () => {
    const { memberId, token } = await player();
    const played = await playRounds(context.database.db, memberId, 'pg', PAGE_SIZE + 2);
    const newestFirst = played.map((round) => round.betId).reverse();

    const first = await bets(token, { page: 1 });
    expect(first).toMatchObject({ total: PAGE_SIZE + 2, last_page: 2, current_page: 1 });
    expect(first.data.map((row) => row.bet_id)).toEqual(newestFirst.slice(0, PAGE_SIZE));
    const last = await bets(token, { page: '2' });
    expect(last).toMatchObject({ total: PAGE_SIZE + 2, last_page: 2, current_page: 2 });
    expect(last.data.map((row) => row.bet_id)).toEqual(newestFirst.slice(PAGE_SIZE));
    expect(await bets(token, { page: 3 })).toEqual({ data: [], total: PAGE_SIZE + 2, last_page: 2, current_page: 3 });
    expect((await post(context.app, api.betrecord.path, { page: 0 }, token)).body.code).toBe(400);
    expect((await post(context.app, api.betrecord.path, { page: 'x' }, token)).body.code).toBe(400);
  });

  it("filters by platform and never shows another member's bets", async () => {
    const { memberId, token } = await player();
    await playRounds(context.database.db, memberId, 'pg', 2);
    await playRounds(context.database.db, memberId, 'demo', 3);
    const other = await player();
    await playRounds(context.database.db, other.memberId, 'pg', 1);

    expect((await bets(token, { api_type: 'pg' })).data.map((row) => row.Code)).toEqual(['pg', 'pg']);
    expect((await bets(token, { api_type: 'demo' })).total).toBe(3);
    expect((await bets(token, { api_type: '' })).total).toBe(5);
    expect((await bets(token, { api_type: 'ag' })).data).toEqual([]);
    expect((await bets(other.token)).total).toBe(1);
    const empty = await memberWithToken(context.database.db);
    expect(await bets(empty.token)).toEqual({ data: [], total: 0, last_page: 1, current_page: 1 });
  });
});
