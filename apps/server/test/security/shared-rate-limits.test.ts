import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, messages, type Envelope } from '@lobby/contract';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../src/rate-limits/rate-limit-policy.ts';
import { registration } from '../support/test-app.ts';
import { freePort, killServer, startServer, type ServerProcess } from '../transfers/server-process.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const REGISTER_LIMIT = RATE_LIMITS.get(`POST ${api.register.path}`)!.max;

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

async function post(server: ServerProcess, path: string, payload: object): Promise<{ status: number; body: Envelope<unknown> }> {
  const response = await fetch(`${server.baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer ' },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: (await response.json()) as Envelope<unknown> };
}

/** Two real server processes on one SQLite file, started one after the other so only the first migrates. */
async function startPair(env: NodeJS.ProcessEnv): Promise<{ servers: [ServerProcess, ServerProcess]; dbFile: string }> {
  const dbFile = join(tmpdir(), `lobby-shared-limits-${randomUUID()}.sqlite`);
  // The real limits, whatever the environment running the tests sets.
  const limits = { RATE_LIMIT_ADDRESS_SCALE: '', ...env };
  const first = await startServer(`sqlite:${dbFile}`, await freePort(), limits);
  const second = await startServer(`sqlite:${dbFile}`, await freePort(), limits);
  return { servers: [first, second], dbFile };
}

async function stopPair(pair: { servers: ServerProcess[]; dbFile: string } | undefined): Promise<void> {
  if (!pair) return;
  await Promise.all(pair.servers.map(killServer));
  await Promise.all(['', '-wal', '-shm'].map((suffix) => rm(`${pair.dbFile}${suffix}`, { force: true })));
}

const available = await redisAvailable();

describe.skipIf(!available)('two server processes sharing rate-limit counters through Redis', () => {
  const keyPrefix = `lobby-test-${randomUUID()}:`;
  let pair: Awaited<ReturnType<typeof startPair>> | undefined;

  beforeAll(async () => {
    pair = await startPair({ REDIS_URL, REDIS_KEY_PREFIX: keyPrefix });
  }, 120_000);

  afterAll(async () => {
    await stopPair(pair);
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });

  it('counts failed logins across both processes: after 5, the right password is refused on either', async () => {
    const [a, b] = pair!.servers;
    const member = registration();
    expect((await post(a, api.register.path, member)).body.code).toBe(200);
    const wrong = { name: member.name, password: 'wrong999', code: 'ab12' };
    for (const server of [a, b, a, b, a]) {
      expect((await post(server, api.login_pc.path, wrong)).body.message).toBe(messages.server.invalidCredentials);
    }
    const right = { name: member.name, password: member.password, code: 'ab12' };
    expect((await post(b, api.login_pc.path, right)).body.message).toBe(messages.server.tooManyAttempts);
    expect((await post(a, api.login_pc.path, right)).body.message).toBe(messages.server.tooManyAttempts);
  });

  it(`enforces one registration limit (${REGISTER_LIMIT} an hour per address) over both processes`, { timeout: 60_000 }, async () => {
    const [a, b] = pair!.servers;
    // The first test registered one member through A.
    for (let index = 1; index < REGISTER_LIMIT; index += 1) {
      const answer = await post(index % 2 === 0 ? a : b, api.register.path, registration());
      expect(answer.body.code, `registration ${index + 1}`).toBe(200);
    }
    for (const server of [a, b]) {
      const refused = await post(server, api.register.path, registration());
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ code: 429, message: messages.server.rateLimited, data: null });
    }
  });
});

// The control: without Redis each process counts alone, so the pair lets through more than one limit.
// It shows the test above would fail if the counters were not shared.
describe('two server processes without Redis (control)', () => {
  let pair: Awaited<ReturnType<typeof startPair>> | undefined;

  beforeAll(async () => {
    pair = await startPair({ REDIS_URL: '' });
  }, 120_000);

  afterAll(() => stopPair(pair));

  it('lets the second process accept a registration after the first used up its own limit', { timeout: 60_000 }, async () => {
    const [a, b] = pair!.servers;
    for (let index = 0; index < REGISTER_LIMIT; index += 1) {
      expect((await post(a, api.register.path, registration())).body.code).toBe(200);
    }
    expect((await post(a, api.register.path, registration())).status).toBe(429);
    expect((await post(b, api.register.path, registration())).body.code).toBe(200);
  });
});
