import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { api, messages, PLATFORM_WALLET, type Envelope } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { seed } from '../../src/db/seed.ts';
import { Redis } from 'ioredis';
import { connectSharedCounters, type SharedCounters } from '../../src/rate-limits/shared-counters.ts';
import { credit } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { registration } from '../support/test-app.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';
import { freePort } from '../transfers/server-process.ts';

/** A Redis address nothing answers: a port just freed, so connecting is refused at once. */
async function redisThatIsDown() {
  return { url: `redis://127.0.0.1:${await freePort()}`, stop: async () => undefined };
}

/** A Redis address that accepts connections and never answers a byte: every command would wait forever. */
async function redisThatHangs() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => void sockets.add(socket)).listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

/** Only catches a hang (the outage made each call wait seconds); never a speed measurement. */
const HANG_BOUND_MS = 5_000;
// Transfers per member per minute scaled from 60 to 3, so the fourth is refused.
const TRANSFER_LIMIT = 3;

describe.each([
  ['down (connection refused)', redisThatIsDown],
  ['hanging (accepts, never answers)', redisThatHangs],
] as const)('REDIS_URL set and Redis %s', (_, startRedis) => {
  describe.each(testTargets)('on $dialect', (target) => {
    if (skipWhenUnavailable(target)) return;
    let redis: Awaited<ReturnType<typeof startRedis>>;
    let counters: SharedCounters;
    let database: TestDatabase;
    let app: FastifyInstance;
    const logLines: { level: number; msg: string }[] = [];

    beforeAll(async () => {
      redis = await startRedis();
      counters = connectSharedCounters(redis.url, 'lobby-outage-test:');
      database = await target.create();
      await seed(database.db);
      app = await buildApp({
        db: database.db,
        webDist: '/nonexistent/web-dist',
        logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(JSON.parse(line)) } },
        sharedCounters: counters,
        rateLimitScale: { address: 1, member: TRANSFER_LIMIT / 60 },
      });
      counters.reportOutagesTo(app.log);
    });

    afterAll(async () => {
      await app?.close();
      counters?.close();
      await database?.dispose();
      await redis?.stop();
    });

    /** One call, checked to finish within the hang bound. */
    async function call<T = unknown>(path: string, payload: object, token = '') {
      const started = Date.now();
      const response = await app.inject({ method: 'POST', url: path, headers: { authorization: `Bearer ${token}` }, payload });
      expect(Date.now() - started, `${path} took too long`).toBeLessThan(HANG_BOUND_MS);
      return { status: response.statusCode, body: response.json() as Envelope<T> };
    }

    async function registeredMember() {
      const member = registration();
      const registered = await call<{ api_token: string }>(api.register.path, member);
      expect(registered.body.code, registered.body.message).toBe(200);
      const row = await database.db.selectFrom('members').select('id').where('account', '=', member.name).executeTakeFirstOrThrow();
      return { ...member, memberId: row.id, token: registered.body.data.api_token };
    }

    const transferIn = (token: string) => call(api.transfer.path, { amount: 1, sourcetype: PLATFORM_WALLET, targettype: 'ag' }, token);

    it('lets a start wait for it only a moment, and not fail', async () => {
      expect(await counters.waitUntilReady(300)).toBe(false);
    });

    it('logs in and transfers as usual, answering at once rather than after the counters time out', { timeout: 30_000 }, async () => {
      const member = await registeredMember();
      const login = await call<{ new_api_token: string }>(api.login_pc.path, { name: member.name, password: member.password, code: 'ab12' });
      expect(login).toMatchObject({ status: 200, body: { code: 200, message: messages.server.loginSuccess } });

      await credit(database.db, member.memberId, 10_000);
      const transfer = await transferIn(login.body.data.new_api_token);
      expect(transfer).toEqual({ status: 200, body: { code: 200, message: messages.transfer.success, data: null } });
    });

    it('still applies the limits, counted in memory: transfers per member, failed logins', { timeout: 30_000 }, async () => {
      const member = await registeredMember();
      await credit(database.db, member.memberId, 10_000);
      for (let index = 0; index < TRANSFER_LIMIT; index += 1) expect((await transferIn(member.token)).body.code).toBe(200);
      expect(await transferIn(member.token)).toEqual({ status: 429, body: { code: 429, message: messages.server.rateLimited, data: null } });

      for (let index = 0; index < 5; index += 1) {
        const wrong = await call(api.login_pc.path, { name: member.name, password: 'wrong999', code: 'ab12' });
        expect(wrong.body.message).toBe(messages.server.invalidCredentials);
      }
      const right = await call(api.login_pc.path, { name: member.name, password: member.password, code: 'ab12' });
      expect(right.body).toMatchObject({ code: 429, message: messages.server.tooManyAttempts });
    });

    it('logs one warning for the outage, not one per request, and no fault', () => {
      const warnings = logLines.filter((line) => line.msg.startsWith('Redis is unreachable'));
      expect(warnings).toHaveLength(1);
      expect(logLines.filter((line) => line.level >= 50)).toEqual([]);
    });
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 1000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    if (process.env.CI) throw new Error(`Redis is required in CI but unreachable at ${REDIS_URL}`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/** A TCP relay to the real Redis that the test can cut and restore, as a network outage would. */
async function relayToRedis() {
  const { hostname, port: redisPort } = new URL(REDIS_URL);
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(redisPort || 6379), hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined).on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    cut: async () => {
      server.close();
      for (const socket of sockets) socket.destroy();
      await once(server, 'close');
    },
    restore: async () => {
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
    },
    stop: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

describe.skipIf(!(await redisAvailable()))('shared counters through an outage of Redis and back', () => {
  it('counts in Redis, in memory while it is away (one warning), and in Redis again once it is back (one notice)', { timeout: 30_000 }, async () => {
    const relay = await relayToRedis();
    const counters = connectSharedCounters(relay.url, `lobby-test-${randomUUID()}:`);
    const warnings: string[] = [];
    const notices: string[] = [];
    counters.reportOutagesTo({ warn: (_, message) => void warnings.push(message), info: (_, message) => void notices.push(message) });
    const key = `${counters.keyPrefix}probe`;
    let memoryCount = 0;
    const count = counters.failOpen({ incr: () => counters.redis.incr(key) }, { incr: async () => ++memoryCount });
    try {
      expect(await counters.waitUntilReady(10_000)).toBe(true);
      expect(await count.incr()).toBe(1);

      await relay.cut();
      for (let index = 0; index < 10; index += 1) await count.incr();
      expect(memoryCount).toBe(10);
      expect(warnings).toHaveLength(1);

      await relay.restore();
      expect(await counters.waitUntilReady(20_000)).toBe(true);
      expect(await count.incr()).toBe(2);
      expect(memoryCount).toBe(10);
      expect(warnings).toHaveLength(1);
      expect(notices).toHaveLength(1);
      await counters.redis.del(key);
    } finally {
      counters.close();
      relay.stop();
    }
  });
});
