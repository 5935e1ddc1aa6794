import { api, messages, REQUEST_IN_PROGRESS_CODE, type Envelope } from '@lobby/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, ErrorCode } from '../../src/domain-error.ts';
import errorHandler from '../../src/plugins/app/error-handler.ts';
import idempotency from '../../src/plugins/app/idempotency.ts';
import { eventBusOf } from '../../src/events/database-event-bus.ts';
import services from '../../src/plugins/app/services.ts';
import { createLoginThrottle } from '../../src/auth/login-throttle.ts';
import { resolveAdminToken } from '../../src/back-office/admin-token.ts';
import { createPayPasswordGuard } from '../../src/profile/pay-password-guard.ts';
import { MemoryAttemptCounters } from '../../src/rate-limits/attempt-counters.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

const LEASE_MS = 1_000;

/**
 * The plugin alone, on a stand-in for a money route whose handler the test scripts: what is stored,
 * replayed or given back depends only on the answer, whatever the call.
 */
describe.each(testTargets)('the idempotency plugin on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  let app: FastifyInstance;
  let memberId: number;
  const outcomes: Array<() => unknown> = [];
  let runs = 0;

  beforeAll(async () => {
    database = await target.create();
    memberId = await createMember(database.db);
    app = Fastify();
    const attemptCounters = new MemoryAttemptCounters();
    await app.register(services, {
      db: database.db,
      loginThrottle: createLoginThrottle(attemptCounters),
      payPasswordGuard: createPayPasswordGuard(attemptCounters),
      attemptCounters,
      adminToken: resolveAdminToken({}),
      siteModeOverride: {},
      events: eventBusOf(database.db),
    });
    await app.register(errorHandler);
    await app.register(idempotency, { leaseMs: LEASE_MS, heartbeatMs: 50, waitMs: 300, pollMs: 20 });
    app.post(api.transfer.path, {
      // What the auth preHandler does for a member call.
      preHandler: async (request) => void (request.member = { id: memberId, tokenId: 0 }),
      handler: async () => {
        runs += 1;
        return outcomes.shift()!();
      },
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const send = async (key: string) => {
    const answer = await app.inject({ method: 'POST', url: api.transfer.path, headers: { 'idempotency-key': key }, payload: { amount: '1' } });
    return { status: answer.statusCode, body: answer.json() as Envelope<unknown> };
  };

  it('gives the key back after a fault, so that the retry runs', async () => {
    runs = 0;
    outcomes.push(
      () => {
        throw new Error('database gone');
      },
      () => ({ code: 200, message: 'second', data: null }),
    );
    expect(await send('fault-1')).toEqual({ status: 500, body: { code: 500, message: messages.server.generic, data: null } });
    expect(await send('fault-1')).toEqual({ status: 200, body: { code: 200, message: 'second', data: null } });
    expect(await send('fault-1')).toEqual({ status: 200, body: { code: 200, message: 'second', data: null } });
    expect(runs).toBe(2);
  });

  it('gives the key back after a transient refusal (a rate limit in the envelope only, unavailable, busy), so that the retry runs', async () => {
    runs = 0;
    outcomes.push(
      () => ({ code: 429, message: messages.server.tooManyAttempts, data: null }),
      () => {
        throw new DomainError(ErrorCode.unavailable, messages.server.unavailable, 503);
      },
      () => {
        throw new DomainError(ErrorCode.unavailable, messages.server.busy);
      },
      () => ({ code: 200, message: 'done', data: null }),
    );
    expect(await send('transient-1')).toEqual({ status: 200, body: { code: 429, message: messages.server.tooManyAttempts, data: null } });
    expect(await send('transient-1')).toEqual({ status: 503, body: { code: 503, message: messages.server.unavailable, data: null } });
    expect(await send('transient-1')).toEqual({ status: 200, body: { code: 503, message: messages.server.busy, data: null } });
    expect(await send('transient-1')).toEqual({ status: 200, body: { code: 200, message: 'done', data: null } });
    expect(await send('transient-1')).toEqual({ status: 200, body: { code: 200, message: 'done', data: null } });
    expect(runs).toBe(4);
  });

  it('renews the claim of a request that runs past the lease, so no retry takes it over meanwhile', async () => {
    runs = 0;
    let finish!: () => void;
    const slow = new Promise<void>((resolve) => (finish = resolve));
    outcomes.push(async () => {
      await slow;
      return { code: 200, message: 'slow', data: null };
    });
    const first = send('slow-1');
    await new Promise((resolve) => setTimeout(resolve, 2.5 * LEASE_MS));
    expect(await send('slow-1')).toEqual({ status: 200, body: { code: REQUEST_IN_PROGRESS_CODE, message: messages.idempotency.inProgress, data: null } });

    finish();
    const answer = await first;
    expect(answer).toEqual({ status: 200, body: { code: 200, message: 'slow', data: null } });
    expect(await send('slow-1')).toEqual(answer);
    expect(runs).toBe(1);
  });

  it('runs every request without a key', async () => {
    runs = 0;
    outcomes.push(
      () => ({ code: 200, message: 'a', data: null }),
      () => ({ code: 200, message: 'b', data: null }),
    );
    for (const message of ['a', 'b']) {
      const answer = await app.inject({ method: 'POST', url: api.transfer.path, payload: { amount: '1' } });
      expect(answer.json()).toMatchObject({ message });
    }
    expect(runs).toBe(2);
    expect(await database.db.selectFrom('idempotency_keys').select('id').where('idempotency_key', 'like', 'fault-%').execute()).toHaveLength(1);
  });
});
