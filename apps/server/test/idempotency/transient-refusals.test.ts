import { api, messages, type Envelope } from '@lobby/contract';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp, type TestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { moneyCallCase } from './money-call-cases.ts';

const WRONG = '000000';
const PAY_PASSWORD_LOCK_MS = 15 * 60_000;
const RATE_LIMIT_WINDOW_MS = 60_000;

async function send(context: TestApp, url: string, token: string, payload: object, key: string) {
  const answer = await context.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, 'idempotency-key': key }, payload });
  return { status: answer.statusCode, body: answer.json() as Envelope<unknown>, replayed: answer.headers['idempotent-replayed'] === 'true' };
}

async function keysStored(context: TestApp, key: string) {
  return (await context.database.db.selectFrom('idempotency_keys').select('state').where('idempotency_key', '=', key).execute()).length;
}

/**
 * A key keeps only final outcomes: a refusal that a later retry of the same request may not get (a rate
 * limit, a lock) is not replayed once the limit has lifted. Time is simulated (Date only): the memory
 * counters of the payment-password guard and of @fastify/rate-limit read it.
 */
describe.each(testTargets)('an Idempotency-Key after a transient refusal on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  afterEach(() => vi.useRealTimers());

  describe('the payment-password lock', () => {
    const context = useTestApp(target);

    it('answers the locked withdrawal 429, and the same request with the same key runs once the lock has lifted', async () => {
      const run = await moneyCallCase('withdraw').prepare(context.app, context.database.db);
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const wrong = await send(context, api.withdraw.path, run.token, { ...run.payload, password: WRONG }, randomUUID());
        expect(wrong.body.message).toBe(messages.withdrawal.wrongPayPassword);
      }
      const key = randomUUID();
      const locked = await send(context, api.withdraw.path, run.token, run.payload, key);
      expect(locked).toEqual({ status: 429, body: { code: 429, message: messages.sessions.payPasswordLocked(15), data: null }, replayed: false });
      expect(await keysStored(context, key)).toBe(0);
      const before = await run.effect();

      vi.setSystemTime(start + PAY_PASSWORD_LOCK_MS + 1_000);
      const afterLock = await send(context, api.withdraw.path, run.token, run.payload, key);
      expect(afterLock).toMatchObject({ status: 200, body: { code: 200 }, replayed: false });
      expect(await run.effect()).toBe(before + run.step);
      // From now on the key holds that success.
      expect(await send(context, api.withdraw.path, run.token, run.payload, key)).toEqual({ ...afterLock, replayed: true });
      expect(await run.effect()).toBe(before + run.step);
    });

    it('still replays a wrong payment password under its key: the same request would be refused again', async () => {
      const run = await moneyCallCase('withdraw').prepare(context.app, context.database.db);
      const key = randomUUID();
      const wrong = { ...run.payload, password: WRONG };
      const first = await send(context, api.withdraw.path, run.token, wrong, key);
      expect(first.body).toEqual({ code: 400, message: messages.withdrawal.wrongPayPassword, data: null });
      expect(await send(context, api.withdraw.path, run.token, wrong, key)).toEqual({ ...first, replayed: true });
    });
  });

  describe('the calls\' rate limit', () => {
    // One transfer a minute per member (60 × 1/60).
    const context = useTestApp(target, { rateLimitScale: { address: 100, member: 1 / 60 } });

    it('refuses a transfer past the limit before its key is claimed, and the same key runs once the window has passed', async () => {
      const run = await moneyCallCase('transfer').prepare(context.app, context.database.db);
      vi.useFakeTimers({ toFake: ['Date'] });
      const start = Date.now();
      expect((await send(context, api.transfer.path, run.token, run.payload, randomUUID())).body.code).toBe(200);

      const key = randomUUID();
      const limited = { status: 429, body: { code: 429, message: messages.server.rateLimited, data: null }, replayed: false };
      expect(await send(context, api.transfer.path, run.token, run.payload, key)).toEqual(limited);
      expect(await send(context, api.transfer.path, run.token, run.payload, key)).toEqual(limited);
      expect(await keysStored(context, key)).toBe(0);
      expect(await run.effect()).toBe(run.step);

      vi.setSystemTime(start + RATE_LIMIT_WINDOW_MS + 1_000);
      expect(await send(context, api.transfer.path, run.token, run.payload, key)).toMatchObject({ status: 200, body: { code: 200 }, replayed: false });
      expect(await run.effect()).toBe(2 * run.step);
    });
  });
});
