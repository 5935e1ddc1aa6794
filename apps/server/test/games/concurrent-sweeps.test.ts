import { api, FREE_TRANSFER, messages, type Envelope } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { credit, memberWithToken, walletFen, walletsOf } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { LEDGER_INTACT, ledgerInvariants } from '../transfers/ledger-invariants.ts';

const PARALLEL = 12;
const VENUES = ['ag', 'pg', 'ky', 'demo'];

/**
 * Recover-all and free-transfer launches read the balances they then move. Fired in parallel for one
 * member, each must still answer its true outcome (every race loser finds the money already moved and
 * moves what is left, or nothing), never 余额不足 for money that is only elsewhere by then.
 */
describe.each(testTargets)('parallel recover-all and free-transfer launches on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // One member's requests racing each other is the point here, not how many a minute it may send.
  const context = useTestApp(target, { rateLimitScale: { address: 100, member: 1000 } });
  const send = (token: string, url: string, payload: object) =>
    context.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload }).then((answer) => answer.json() as Envelope<unknown>);

  async function fundedEverywhere() {
    const { db } = context.database;
    const member = await memberWithToken(db);
    await credit(db, member.memberId, 1_000);
    for (const [index, venue] of VENUES.entries()) await credit(db, member.memberId, 100 * (index + 1), venue);
    return member;
  }

  it('answers every parallel recover-all as recovered and moves each fen once', { timeout: 60_000 }, async () => {
    const { db } = context.database;
    const { memberId, token } = await fundedEverywhere();

    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => send(token, api.transall.path, {})));

    expect(answers).toEqual(Array(PARALLEL).fill({ code: 200, message: messages.game.recovered, data: null }));
    expect(await walletsOf(db, memberId)).toEqual({ main: 2_000, ag: 0, pg: 0, ky: 0, demo: 0 });
    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
  });

  it('launches every parallel free-transfer launch and leaves all the money in one venue', { timeout: 60_000 }, async () => {
    const { db } = context.database;
    const { memberId, token } = await fundedEverywhere();
    await db.updateTable('members').set({ transferstatus: FREE_TRANSFER.on }).where('id', '=', memberId).execute();

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) => send(token, api.getGameUrl.path, { plat_name: VENUES[index % VENUES.length], is_mobile_url: 1 })),
    );

    for (const answer of answers) expect(answer).toMatchObject({ code: 200, message: messages.server.success });
    const wallets = await walletsOf(db, memberId);
    expect(wallets.main).toBe(0);
    expect(Object.values(wallets).sort((a, b) => b - a)).toEqual([2_000, 0, 0, 0, 0]);
    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
  });

  it('answers the true outcome when recover-all and launches race each other', { timeout: 60_000 }, async () => {
    const { db } = context.database;
    const { memberId, token } = await fundedEverywhere();
    await db.updateTable('members').set({ transferstatus: FREE_TRANSFER.on }).where('id', '=', memberId).execute();

    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, index) =>
        index % 2 === 0 ? send(token, api.transall.path, {}) : send(token, api.getGameUrl.path, { plat_name: VENUES[index % VENUES.length], is_mobile_url: 1 }),
      ),
    );

    for (const answer of answers) expect(answer.code).toBe(200);
    const wallets = await walletsOf(db, memberId);
    expect(Object.values(wallets).reduce((sum, fen) => sum + fen, 0)).toBe(2_000);
    expect(Object.values(wallets).filter((fen) => fen > 0)).toEqual([2_000]);
    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
  });
  it('recovers what the rounds left when recover-all races demo rounds on the venue', { timeout: 60_000 }, async () => {
    const { db } = context.database;
    const { memberId, token } = await memberWithToken(db);
    await credit(db, memberId, 1_000, 'demo');
    const launch = await send(token, api.getGameUrl.path, { plat_name: 'demo', is_mobile_url: 1 });
    const ticket = new URL((launch.data as { url: string }).url).searchParams.get('ticket')!;
    const round = () =>
      context.app
        .inject({ method: 'POST', url: '/demo-venue/round', payload: { ticket, amount: '1' } })
        .then((answer) => answer.json() as Envelope<{ bet_amount: number; payout: number } | null>);

    const answers = await Promise.all(Array.from({ length: PARALLEL }, (_, index) => (index % 2 === 0 ? send(token, api.transall.path, {}) : round())));

    const recoveries = answers.filter((_, index) => index % 2 === 0);
    expect(recoveries).toEqual(Array(PARALLEL / 2).fill({ code: 200, message: messages.game.recovered, data: null }));
    const rounds = answers.filter((_, index) => index % 2 === 1) as Array<Envelope<{ bet_amount: number; payout: number } | null>>;
    // A round after the recovery finds the venue empty: refused for the balance, which is the truth.
    for (const played of rounds) if (played.code !== 200) expect(played.message).toBe(messages.server.insufficientBalance);
    const netFen = rounds.reduce((sum, played) => sum + (played.data ? Math.round((played.data.payout - played.data.bet_amount) * 100) : 0), 0);
    const wallets = await walletsOf(db, memberId);
    expect(walletFen(wallets, 'main') + walletFen(wallets, 'demo')).toBe(1_000 + netFen);
    expect(await ledgerInvariants(db)).toEqual(LEDGER_INTACT);
  });
});
