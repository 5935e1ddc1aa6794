import { api, FREE_TRANSFER, messages, type UrlResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { credit, ledgerImbalances, memberWithToken, walletsOf } from './games-fixtures.ts';

describe.each(testTargets)('POST /api/getGameUrl on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { publicUrl: 'https://lobby.example.com' });
  const launch = (token: string, payload: object) => post<UrlResult | null>(context.app, api.getGameUrl.path, payload, token);

  it('answers an absolute demo-venue address on PUBLIC_URL (never the Host named) with a ticket, not the API token', async () => {
    const { token } = await memberWithToken(context.database.db);
    const answer = await context.app.inject({
      method: 'POST',
      url: api.getGameUrl.path,
      headers: { authorization: `Bearer ${token}`, host: 'evil.example' },
      payload: { plat_name: 'pg', game_type: 0, game_code: 'mahjong', is_mobile_url: 1 },
    });
    expect(answer.json()).toMatchObject({ code: 200, message: messages.server.success });
    const url = new URL(answer.json().data.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://lobby.example.com/demo-venue/play');
    expect(url.searchParams.get('ticket')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('ticket')).not.toBe(token);
  });

  it('stores only the ticket hash, with the member, venue, game and a 10-minute expiry', async () => {
    const { memberId, token } = await memberWithToken(context.database.db);
    const before = Date.now();
    const answer = await launch(token, { plat_name: 'ag', game_code: 'no-such-table', is_mobile_url: 1 });
    const ticket = new URL(answer.body.data!.url).searchParams.get('ticket')!;
    const row = await context.database.db.selectFrom('game_launch_tickets').selectAll().where('member_id', '=', memberId).executeTakeFirstOrThrow();
    // A game code no list knows opens the venue itself: the record names the venue.
    expect(row).toMatchObject({ platform_name: 'ag', game_code: 'no-such-table', game_name: 'AG视讯' });
    expect(row.ticket_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.ticket_hash).not.toContain(ticket);
    const lifetime = Date.parse(row.expires_at) - before;
    expect(lifetime).toBeGreaterThanOrEqual(10 * 60_000);
    expect(lifetime).toBeLessThan(10 * 60_000 + 5_000);
  });

  it('names the game from the home list or the provider tiles', async () => {
    const { db } = context.database;
    await db.insertInto('games').values({ category_id: 'realbet', platform_name: 'ag', game_code: 'a2-table', name: '测试百家乐', mobile_img: '' }).execute();
    await db.insertInto('provider_games').values({ provider_code: 'pp', game_name: '测试糖果', gamepic: '', platform_name: 'pp', game_code: 'a2-candy' }).execute();
    const { memberId, token } = await memberWithToken(db);
    await launch(token, { plat_name: 'ag', game_code: 'a2-table', is_mobile_url: 1 });
    await launch(token, { plat_name: 'pp', game_code: 'a2-candy', is_mobile_url: 1 });
    const names = await db.selectFrom('game_launch_tickets').select('game_name').where('member_id', '=', memberId).orderBy('id').execute();
    expect(names.map((row) => row.game_name)).toEqual(['测试百家乐', '测试糖果']);
  });

  it('moves nothing when free-transfer mode is off', async () => {
    const { db } = context.database;
    const { memberId, token } = await memberWithToken(db);
    await credit(db, memberId, 5_000);
    await credit(db, memberId, 800, 'ag');
    expect((await launch(token, { plat_name: 'pg', game_type: '0', is_mobile_url: 1 })).body.code).toBe(200);
    expect(await walletsOf(db, memberId)).toEqual({ main: 5_000, ag: 800 });
  });

  it('with free-transfer mode on, recovers the other venues and moves the whole main wallet into the launched one', async () => {
    const { db } = context.database;
    const { memberId, token } = await memberWithToken(db);
    await db.updateTable('members').set({ transferstatus: FREE_TRANSFER.on }).where('id', '=', memberId).execute();
    await credit(db, memberId, 5_000);
    await credit(db, memberId, 800, 'ag');
    await credit(db, memberId, 200, 'pg');
    await credit(db, memberId, 33, 'demo');

    expect((await launch(token, { plat_name: 'demo', is_mobile_url: 1 })).body.code).toBe(200);
    expect(await walletsOf(db, memberId)).toEqual({ main: 0, ag: 0, pg: 0, demo: 6_033 });
    const moves = await db.selectFrom('ledger_transactions').select('id').where('member_id', '=', memberId).where('kind', '=', 'free_transfer_in').execute();
    expect(moves).toHaveLength(1);
    expect(await ledgerImbalances(db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });

    // Nothing left elsewhere: a second launch posts nothing.
    expect((await launch(token, { plat_name: 'demo', is_mobile_url: 1 })).body.code).toBe(200);
    expect(await db.selectFrom('ledger_transactions').select('id').where('member_id', '=', memberId).where('kind', '=', 'free_transfer_in').execute()).toHaveLength(1);
  });

  it.each([
    ['an unknown platform', { plat_name: 'nope' }],
    ['a missing platform', {}],
    ['a disabled platform', { plat_name: 'og' }],
  ])('refuses %s with the contract message and issues no ticket', async (_, payload) => {
    await context.database.db.updateTable('platforms').set({ status: 0 }).where('platform_name', '=', 'og').execute();
    const { memberId, token } = await memberWithToken(context.database.db);
    const answer = await launch(token, { ...payload, is_mobile_url: 1 });
    expect(answer.body).toEqual({ code: 404, message: messages.game.unknownPlatform, data: null });
    expect(await context.database.db.selectFrom('game_launch_tickets').select('id').where('member_id', '=', memberId).execute()).toHaveLength(0);
  });

  it('answers 401 without a token', async () => {
    const answer = await launch('', { plat_name: 'ag', is_mobile_url: 1 });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
  });
});
