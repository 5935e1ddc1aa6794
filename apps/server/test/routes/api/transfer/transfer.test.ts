import { api, messages, PLATFORM_WALLET } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { credit, ledgerImbalances, memberWithToken, walletsOf } from '../games/games-fixtures.ts';

const toVenue = (amount: unknown, platname = 'ag') => ({ amount, sourcetype: PLATFORM_WALLET, targettype: platname });
const fromVenue = (amount: unknown, platname = 'ag') => ({ amount, sourcetype: platname, targettype: PLATFORM_WALLET });

describe.each(testTargets)('POST /api/transfer on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const transfer = (token: string, payload: object, idempotencyKey?: string) =>
    context.app.inject({
      method: 'POST',
      url: api.transfer.path,
      headers: { authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload,
    });
  const ledgerRows = async (memberId: number) =>
    (await context.database.db.selectFrom('ledger_transactions').select('kind').where('member_id', '=', memberId).orderBy('id').execute()).map((row) => row.kind);

  async function fundedMember(fen = 100_000) {
    const member = await memberWithToken(context.database.db);
    await credit(context.database.db, member.memberId, fen);
    return member;
  }

  it('moves money into a venue and back, each a balanced ledger transaction', async () => {
    const { memberId, token } = await fundedMember();
    expect((await transfer(token, toVenue(300.5))).json()).toEqual({ code: 200, message: messages.transfer.success, data: null });
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 69_950, ag: 30_050 });
    expect((await transfer(token, fromVenue('50'))).json().code).toBe(200);
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 74_950, ag: 25_050 });
    expect(await ledgerRows(memberId)).toEqual(['test_deposit', 'transfer_in', 'transfer_out']);
    expect(await ledgerImbalances(context.database.db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });

  it('moves a whole balance, to the fen', async () => {
    const { memberId, token } = await fundedMember(12_345);
    expect((await transfer(token, toVenue(123.45, 'demo'))).json().code).toBe(200);
    expect((await transfer(token, fromVenue(123.45, 'demo'))).json().code).toBe(200);
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 12_345, demo: 0 });
  });

  it.each([
    ['no amount', { sourcetype: PLATFORM_WALLET, targettype: 'ag' }, messages.transfer.amountRequired],
    ['a blank amount', toVenue('  '), messages.transfer.amountRequired],
    ['an amount that is not a number', toVenue('abc'), messages.transfer.amountInvalid],
    ['a zero amount', toVenue(0), messages.transfer.amountInvalid],
    ['a negative amount', toVenue(-5), messages.transfer.amountInvalid],
    ['an amount with 3 decimals', toVenue(1.005), messages.transfer.amountInvalid],
    ['an object as amount', toVenue({}), messages.transfer.amountInvalid],
    ['venue to venue', { amount: 10, sourcetype: 'ag', targettype: 'pg' }, messages.transfer.venueToVenue],
    ['no target', { amount: 10, sourcetype: PLATFORM_WALLET }, messages.transfer.targetRequired],
    ['no source', { amount: 10, targettype: 'ag' }, messages.transfer.sourceRequired],
    ['the platform wallet on both sides', toVenue(10, PLATFORM_WALLET), messages.transfer.sameAccount],
  ])('refuses %s and moves nothing', async (_case, payload, message) => {
    const { memberId, token } = await fundedMember();
    expect((await transfer(token, payload)).json()).toEqual({ code: 400, message, data: null });
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 100_000 });
  });

  it('refuses an unknown and a disabled venue', async () => {
    const { memberId, token } = await fundedMember();
    await context.database.db.insertInto('platforms').values({ platform_name: 'closed', name: '停用场馆', status: 0 }).execute();
    for (const platname of ['nowhere', 'closed']) {
      expect((await transfer(token, toVenue(10, platname))).json()).toEqual({ code: 404, message: messages.transfer.unknownPlatform, data: null });
      expect((await transfer(token, fromVenue(10, platname))).json().message).toBe(messages.transfer.unknownPlatform);
    }
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 100_000 });
  });

  it('refuses more than the source holds with the insufficient-balance message, and writes nothing', async () => {
    const { memberId, token } = await fundedMember(10_000);
    await credit(context.database.db, memberId, 500, 'pg');
    expect((await transfer(token, toVenue(100.01))).json()).toEqual({ code: 400, message: messages.transfer.insufficientBalance, data: null });
    expect((await transfer(token, fromVenue(5.01, 'pg'))).json().message).toBe(messages.transfer.insufficientBalance);
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 10_000, pg: 500 });
    expect(await ledgerRows(memberId)).toEqual(['test_deposit', 'test_deposit']);
  });

  it('refuses manual transfers while free-transfer mode is on', async () => {
    const { memberId, token } = await fundedMember();
    await context.database.db.updateTable('members').set({ transferstatus: 1 }).where('id', '=', memberId).execute();
    expect((await transfer(token, toVenue(10))).json()).toEqual({ code: 400, message: messages.transfer.freeTransferOn, data: null });
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 100_000 });
  });

  it('moves money once for a retried Idempotency-Key, and answers success again', async () => {
    const { memberId, token } = await fundedMember();
    expect((await transfer(token, toVenue(10), 'tap-1')).json().code).toBe(200);
    expect((await transfer(token, toVenue(10), 'tap-1')).json()).toEqual({ code: 200, message: messages.transfer.success, data: null });
    expect((await transfer(token, toVenue(10), 'tap-2')).json().code).toBe(200);
    expect(await walletsOf(context.database.db, memberId)).toEqual({ main: 98_000, ag: 2_000 });
  });

  it('answers 401 without a token', async () => {
    expect((await transfer('', toVenue(10))).statusCode).toBe(401);
  });
});
