import { api, messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { credit, ledgerImbalances, memberWithToken, walletsOf } from './games-fixtures.ts';
import { firstRow } from '../../../support/rows.ts';

describe.each(testTargets)('POST /api/transall on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const recoverAll = (token: string, idempotencyKey?: string) =>
    context.app.inject({
      method: 'POST',
      url: api.transall.path,
      headers: { authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) },
      payload: {},
    });

  it('moves every venue balance into the main wallet in one balanced ledger transaction', async () => {
    const { db } = context.database;
    const { memberId, token } = await memberWithToken(db);
    await credit(db, memberId, 500);
    await credit(db, memberId, 10_000, 'ag');
    await credit(db, memberId, 2_550, 'pg');
    await credit(db, memberId, 1, 'demo');

    const answer = await recoverAll(token);
    expect(answer.json()).toEqual({ code: 200, message: messages.game.recovered, data: null });
    expect(await walletsOf(db, memberId)).toEqual({ main: 13_051, ag: 0, pg: 0, demo: 0 });

    const recoveries = await db.selectFrom('ledger_transactions').select('id').where('member_id', '=', memberId).where('kind', '=', 'recover_all').execute();
    expect(recoveries).toHaveLength(1);
    const entries = await db.selectFrom('ledger_entries').select('amount_fen').where('transaction_id', '=', firstRow(recoveries).id).execute();
    expect(entries.map((entry) => Number(entry.amount_fen)).sort((a, b) => a - b)).toEqual([-10_000, -2_550, -1, 12_551]);
    expect(await ledgerImbalances(db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });

  it('answers the same message and posts nothing when every venue is empty', async () => {
    const { db } = context.database;
    const { memberId, token } = await memberWithToken(db);
    await credit(db, memberId, 700);
    expect((await recoverAll(token)).json()).toEqual({ code: 200, message: messages.game.recovered, data: null });
    const recoveries = await db.selectFrom('ledger_transactions').select('id').where('member_id', '=', memberId).where('kind', '=', 'recover_all').execute();
    expect(recoveries).toHaveLength(0);
    expect(await walletsOf(db, memberId)).toEqual({ main: 700 });
  });

  it('moves money once for a retried Idempotency-Key', async () => {
    const { db } = context.database;
    const { memberId, token } = await memberWithToken(db);
    await credit(db, memberId, 300, 'ky');
    expect((await recoverAll(token, 'retry-1')).json().code).toBe(200);
    await credit(db, memberId, 200, 'ky');
    expect((await recoverAll(token, 'retry-1')).json().code).toBe(200);
    expect(await walletsOf(db, memberId)).toEqual({ main: 300, ky: 200 });
  });

  it('refuses a malformed Idempotency-Key and a missing token', async () => {
    const { token } = await memberWithToken(context.database.db);
    const malformed = await recoverAll(token, 'has space');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ code: 400, message: messages.server.badRequest, data: null });
    const anonymous = await recoverAll('');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
  });
});
