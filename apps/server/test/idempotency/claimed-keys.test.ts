import { api, messages, PLATFORM_WALLET, REQUEST_IN_PROGRESS_CODE, type Envelope } from '@lobby/contract';
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimKey, completeKey, pruneKeys } from '../../src/idempotency/claimed-keys.ts';
import { walletsOf } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { raceTwoProcesses } from '../withdrawals/support/run-competitors.ts';
import { withdrawingMember } from '../withdrawals/withdrawal-fixtures.ts';
import { firstRow } from '../support/rows.ts';

const WAIT_MS = 300;
const transferIn = { amount: '10', sourcetype: PLATFORM_WALLET, targettype: 'ag' };

describe.each(testTargets)('claimed Idempotency-Keys on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // A short wait for a key still in progress, so that refusal is reached quickly.
  const context = useTestApp(target, { idempotency: { waitMs: WAIT_MS, pollMs: 20 }, paymentSandbox: true });
  const transfer = async (token: string, key: string, payload: object = transferIn) => {
    const answer = await context.app.inject({
      method: 'POST',
      url: api.transfer.path,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
      payload,
    });
    return answer.json() as Envelope<unknown>;
  };
  const claimRow = (memberId: number, key: string) =>
    context.database.db.selectFrom('idempotency_keys').selectAll().where('member_id', '=', memberId).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  const setClaim = (id: number, changes: { state: 'processing' | 'done'; claimed_at?: string }) =>
    context.database.db.updateTable('idempotency_keys').set(changes).where('id', '=', id).execute();

  it('stores the first answer under the member, the call and the key', async () => {
    const { memberId, token } = await withdrawingMember(context.database.db, 10_000);
    const key = randomUUID();
    const answer = await transfer(token, key);
    const row = await claimRow(memberId, key);
    expect(row).toMatchObject({ call: 'transfer', state: 'done', status_code: 200 });
    expect(JSON.parse(row.answer!)).toEqual(answer);
    expect(row.fingerprint).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a retry while the first request with the key is still running, and moves nothing', async () => {
    const { db } = context.database;
    const { memberId, token } = await withdrawingMember(db, 10_000);
    const key = randomUUID();
    await transfer(token, key);
    const row = await claimRow(memberId, key);
    // As if the first request were still between its claim and its answer.
    await setClaim(row.id, { state: 'processing' });

    expect(await transfer(token, key)).toEqual({ code: REQUEST_IN_PROGRESS_CODE, message: messages.idempotency.inProgress, data: null });
    expect(await walletsOf(db, memberId)).toEqual({ main: 9_000, ag: 1_000 });
  });

  it('answers a waiting retry with the first answer as soon as it is stored', async () => {
    const { db } = context.database;
    const { memberId, token } = await withdrawingMember(db, 10_000);
    const key = randomUUID();
    const first = await transfer(token, key);
    const row = await claimRow(memberId, key);
    await setClaim(row.id, { state: 'processing' });

    const retry = transfer(token, key);
    await new Promise((resolve) => setTimeout(resolve, WAIT_MS / 3));
    await completeKey(db, row.id, { statusCode: 200, body: row.answer! });
    expect(await retry).toEqual(first);
    expect(await walletsOf(db, memberId)).toEqual({ main: 9_000, ag: 1_000 });
  });

  it('lets a retry take over a claim whose process died, the ledger key still moving once', async () => {
    const { db } = context.database;
    const { memberId, token } = await withdrawingMember(db, 10_000);
    const key = randomUUID();
    const first = await transfer(token, key);
    const row = await claimRow(memberId, key);
    // Committed, then the process died before storing the answer, long ago.
    await setClaim(row.id, { state: 'processing', claimed_at: '2020-01-01T00:00:00.000Z' });

    expect(await transfer(token, key)).toEqual(first);
    expect(await walletsOf(db, memberId)).toEqual({ main: 9_000, ag: 1_000 });
    expect(await claimRow(memberId, key)).toMatchObject({ state: 'done' });
  });

  it('forgets claims past their retention', async () => {
    const { db } = context.database;
    const { memberId } = await withdrawingMember(db, 0);
    const claim = { memberId, call: 'transfer', fingerprint: 'f', key: randomUUID() };
    const fresh = await claimKey(db, claim, 60_000);
    expect(fresh.kind).toBe('claimed');
    const old = await claimKey(db, { ...claim, key: randomUUID() }, 60_000);
    if (old.kind !== 'claimed') throw new Error('not claimed');
    await db.updateTable('idempotency_keys').set({ claimed_at: '2020-01-01T00:00:00.000Z' }).where('id', '=', old.claimId).execute();

    expect(await pruneKeys(db, 24 * 60 * 60_000)).toBeGreaterThanOrEqual(1);
    const left = await db.selectFrom('idempotency_keys').select('idempotency_key').where('member_id', '=', memberId).execute();
    expect(left).toEqual([{ idempotency_key: claim.key }]);
  });

  it('acts once when two server processes receive the same key at once', { timeout: 120_000 }, async () => {
    const { db } = context.database;
    const { memberId, token } = await withdrawingMember(db, 0);
    // A deposit order has no ledger key beneath it: only the claimed key keeps it from being placed twice.
    const request = {
      method: 'POST' as const,
      url: api.recharge.path,
      headers: { authorization: `Bearer ${token}`, 'idempotency-key': randomUUID() },
      payload: { paytype: 'alipay', amount: 300 },
    };
    const answers = await raceTwoProcesses(context.database, [Array(10).fill(request), Array(10).fill(request)], { PAYMENT_SANDBOX: '1' });

    const orders = await db.selectFrom('deposits').select('deposit_no').where('member_id', '=', memberId).execute();
    expect(orders).toHaveLength(1);
    const { deposit_no } = firstRow(orders);
    for (const answer of answers) {
      if (answer.code !== REQUEST_IN_PROGRESS_CODE) expect(answer).toEqual({ code: 200, message: deposit_no, data: { deposit_no } });
    }
  });
});
