import { api, BET_STATUS, messages, yuanToFen, type UrlResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { SLOT_SYMBOLS, slotMultiplier, type SlotSymbol } from '../../../../src/games/demo-slot.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { credit, ledgerImbalances, memberWithToken, walletsOf } from './games-fixtures.ts';

interface RoundResult {
  bet_id: string;
  reels: SlotSymbol[];
  bet_amount: number;
  payout: number;
  balance: number;
}

describe('the demo slot', () => {
  it('returns 96% of the stakes over its 125 equally likely stops', () => {
    let returned = 0;
    for (const a of SLOT_SYMBOLS) for (const b of SLOT_SYMBOLS) for (const c of SLOT_SYMBOLS) returned += slotMultiplier([a, b, c]);
    expect(returned / 125).toBe(0.96);
  });

  it('pays 20× for three 7s, 10× for another triple, the stake for a pair, nothing otherwise', () => {
    expect(slotMultiplier(['7', '7', '7'])).toBe(20);
    expect(slotMultiplier(['🍒', '🍒', '🍒'])).toBe(10);
    expect(slotMultiplier(['🍒', '7', '🍒'])).toBe(1);
    expect(slotMultiplier(['🍒', '7', '🍋'])).toBe(0);
  });
});

describe.each(testTargets)('the demo venue on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  async function launchedMember(platname: string, venueFen: number) {
    const member = await memberWithToken(context.database.db);
    if (venueFen > 0) await credit(context.database.db, member.memberId, venueFen, platname);
    const answer = await post<UrlResult>(context.app, api.getGameUrl.path, { plat_name: platname, is_mobile_url: 1 }, member.token);
    const url = new URL(answer.body.data.url);
    return { ...member, url, ticket: url.searchParams.get('ticket')! };
  }
  const round = (ticket: unknown, amount: unknown) => post<RoundResult | null>(context.app, '/demo-venue/round', { ticket, amount });

  it('serves the page with the venue balance and the script as a file, under the CSP', async () => {
    const { url } = await launchedMember('pg', 12_345);
    const page = await context.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain('<strong id="balance">123.45</strong>');
    expect(page.body).toContain(messages.demoVenue.spin);
    expect(page.body).not.toMatch(/<script>/);

    const script = await context.app.inject({ method: 'GET', url: '/demo-venue/demo-venue.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('addEventListener');
  });

  it('shows only the way back for an unknown or lapsed ticket', async () => {
    const page = await context.app.inject({ method: 'GET', url: '/demo-venue/play?ticket=forged' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(messages.demoVenue.ticketInvalid);
    expect(page.body).not.toContain(messages.demoVenue.spin);
  });

  it('plays a round through the ledger and writes a settled bet record', async () => {
    const { db } = context.database;
    const { memberId, ticket } = await launchedMember('pg', 10_000);
    const answer = await round(ticket, 12.5);
    expect(answer.body.code).toBe(200);
    const result = answer.body.data!;
    expect([0, 12.5, 125, 250]).toContain(result.payout);
    expect(result.payout).toBe(12.5 * slotMultiplier(result.reels));
    const expectedMessage =
      result.payout > 12.5 ? messages.demoVenue.won(result.payout) : result.payout === 12.5 ? messages.demoVenue.push : messages.demoVenue.lost;
    expect(answer.body.message).toBe(expectedMessage);
    expect(result.balance).toBe(100 - 12.5 + result.payout);
    expect(await walletsOf(db, memberId)).toEqual({ pg: 10_000 - 1_250 + yuanToFen(result.payout)! });

    const record = await db.selectFrom('bet_records').selectAll().where('bet_id', '=', result.bet_id).executeTakeFirstOrThrow();
    expect(record).toMatchObject({
      member_id: memberId,
      platform_name: 'pg',
      game_code: '',
      game_name: 'PG电子',
      status: BET_STATUS.settled,
      playname: messages.demoVenue.slotName,
      playmemo: result.reels.join(' '),
    });
    expect(Number(record.bet_amount_fen)).toBe(1_250);
    expect(Number(record.win_loss_fen)).toBe(yuanToFen(result.payout));
    expect(Number(record.valid_bet_fen)).toBe(result.payout === 12.5 ? 0 : 1_250);
    expect(result.bet_id).toMatch(/^DV\d{24}$/);
    expect(await ledgerImbalances(db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });

  it('never bets above the venue balance: the whole balance is accepted, a fen more is refused and nothing moves', async () => {
    const { db } = context.database;
    const { memberId, ticket } = await launchedMember('ae', 500);
    const above = await round(ticket, '5.01');
    expect(above.body).toEqual({ code: 400, message: messages.server.insufficientBalance, data: null });
    expect(await walletsOf(db, memberId)).toEqual({ ae: 500 });
    expect(await db.selectFrom('bet_records').select('id').where('member_id', '=', memberId).execute()).toHaveLength(0);

    expect((await round(ticket, '5')).body.code).toBe(200);

    // A venue never funded has no money to bet, and keeps no wallet from the refusal.
    const empty = await launchedMember('vr', 0);
    expect((await round(empty.ticket, 1)).body).toEqual({ code: 400, message: messages.server.insufficientBalance, data: null });
    expect(await walletsOf(db, empty.memberId)).toEqual({});
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -1],
    ['three decimals', '1.005'],
    ['text', 'abc'],
    ['nothing', undefined],
  ])('refuses a bet of %s', async (_, amount) => {
    const { memberId, ticket } = await launchedMember('pp', 1_000);
    expect((await round(ticket, amount)).body).toEqual({ code: 400, message: messages.demoVenue.amountInvalid, data: null });
    expect(await walletsOf(context.database.db, memberId)).toEqual({ pp: 1_000 });
  });

  it('refuses a forged, missing or lapsed ticket', async () => {
    const refusal = { code: 401, message: messages.demoVenue.ticketInvalid, data: null };
    expect((await round('A'.repeat(43), 1)).body).toEqual(refusal);
    expect((await round(undefined, 1)).body).toEqual(refusal);

    const { memberId, ticket } = await launchedMember('fg', 1_000);
    await context.database.db.updateTable('game_launch_tickets').set({ expires_at: new Date(Date.now() - 1_000).toISOString() }).where('member_id', '=', memberId).execute();
    expect((await round(ticket, 1)).body).toEqual(refusal);
    expect(await walletsOf(context.database.db, memberId)).toEqual({ fg: 1_000 });
  });

  it("binds a ticket to its member and venue: one member's ticket never touches another's wallets", async () => {
    const { db } = context.database;
    const first = await launchedMember('ky', 1_000);
    const second = await launchedMember('ky', 2_000);
    await credit(db, first.memberId, 700, 'ag');

    const answer = await round(second.ticket, 1);
    expect(answer.body.code).toBe(200);
    expect(await walletsOf(db, first.memberId)).toEqual({ ky: 1_000, ag: 700 });
    const records = await db.selectFrom('bet_records').select(['member_id', 'platform_name']).where('bet_id', '=', answer.body.data!.bet_id).execute();
    expect(records).toEqual([{ member_id: second.memberId, platform_name: 'ky' }]);

    // The API token is no ticket.
    expect((await round(first.token, 1)).body.code).toBe(401);
  });

  it('keeps a ticket in play alive: every round pushes its expiry 10 minutes ahead', async () => {
    const { memberId, ticket } = await launchedMember('im', 1_000);
    const soon = new Date(Date.now() + 1_000).toISOString();
    await context.database.db.updateTable('game_launch_tickets').set({ expires_at: soon }).where('member_id', '=', memberId).execute();
    expect((await round(ticket, 1)).body.code).toBe(200);
    const row = await context.database.db.selectFrom('game_launch_tickets').select('expires_at').where('member_id', '=', memberId).executeTakeFirstOrThrow();
    expect(Date.parse(row.expires_at) - Date.now()).toBeGreaterThan(9 * 60_000);
  });
});
