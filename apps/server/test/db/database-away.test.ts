import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { api, messages, PLATFORM_WALLET, REQUEST_IN_PROGRESS_CODE } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createDb, type Db } from '../../src/db/connect.ts';
import { seed } from '../../src/db/seed.ts';
import { credit, memberWithToken, walletsOf } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { TcpProxy } from '../support/tcp-proxy.ts';
import { post, registration } from '../support/test-app.ts';
import { TEST_POSTGRES_URL, testTargets, type TestDatabase } from '../support/test-database.ts';

const CONNECT_TIMEOUT_MS = 1_000;
const unavailable = { code: 503, message: messages.server.unavailable, data: null };
const bankDeposit = { paytype: 'bank', amount: 800, bank_owner: '李四', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' };

/** The test server's URL with its host and port replaced by the proxy's. */
function throughProxy(port: number): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return url.toString();
}

/**
 * An app whose every connection to PostgreSQL (pool, listener) goes through a TCP proxy, so the test can
 * take the database away from it and give it back; the test itself reads the schema directly.
 */
describe.each(testTargets)('the database away, on $dialect', (target) => {
  if (target.dialect === 'sqlite') {
    it.skip('SQLite is a file inside the process: it cannot be away while the process runs', () => undefined);
    return;
  }
  if (skipWhenUnavailable(target)) return;

  let database: TestDatabase;
  let proxied: Db;
  let proxy: TcpProxy;
  let app: FastifyInstance;
  const avatarDir = mkdtempSync(join(tmpdir(), 'lobby-test-avatars-'));

  beforeAll(async () => {
    database = await target.create();
    await seed(database.db);
    const server = new URL(TEST_POSTGRES_URL);
    proxy = await TcpProxy.start({ host: server.hostname, port: Number(server.port || 5432) });
    proxied = createDb(throughProxy(proxy.port), { schema: database.schema, connectTimeoutMs: CONNECT_TIMEOUT_MS });
    app = await buildApp({
      db: proxied.db,
      webDist: '/nonexistent/web-dist',
      rateLimitScale: { address: 100 },
      avatarDir,
      // A retry within the lease of a claim nobody released is refused at once (425), not waited for.
      idempotency: { waitMs: 200, leaseMs: 2_000, heartbeatMs: 500 },
    });
    await app.ready();
  });

  afterEach(() => proxy.restore('forward'));

  afterAll(async () => {
    await app?.close();
    await proxied?.destroy();
    await proxy?.cut();
    await database?.dispose();
    rmSync(avatarDir, { recursive: true, force: true });
  });

  // Async, so the request starts at once (an inject left unawaited would not start).
  const call = async (url: string, token: string, payload: object, idempotencyKey?: string) =>
    app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}) }, payload });
  const toVenue = (amount: number) => ({ amount, sourcetype: PLATFORM_WALLET, targettype: 'ag' });

  it('answers 503 with the envelope while PostgreSQL refuses connections, moves nothing, and answers again once it is back', async () => {
    const { memberId, token } = await memberWithToken(database.db);
    await credit(database.db, memberId, 100_000);
    expect((await call(api.transfer.path, token, toVenue(10))).json().code).toBe(200);

    await proxy.cut();
    const refused = await call(api.transfer.path, token, toVenue(20), 'away-transfer');
    expect([refused.statusCode, refused.json()]).toEqual([503, unavailable]);
    const registering = await post(app, api.register.path, registration());
    expect([registering.status, registering.body]).toEqual([503, unavailable]);
    expect(await walletsOf(database.db, memberId)).toEqual({ main: 99_000, ag: 1_000 });

    await proxy.restore('forward');
    // No restart: the next call opens a new connection. The key was never claimed, so the retry runs.
    expect((await call(api.transfer.path, token, toVenue(20), 'away-transfer')).json()).toEqual({ code: 200, message: messages.transfer.success, data: null });
    expect(await walletsOf(database.db, memberId)).toEqual({ main: 97_000, ag: 3_000 });
    expect((await post(app, api.register.path, registration())).body.code).toBe(200);
  });

  it('answers 503 within the connect timeout when PostgreSQL accepts connections but never answers', { timeout: 10 * CONNECT_TIMEOUT_MS }, async () => {
    await proxy.cut();
    // Whatever pooled connection is left is found dead: from here every call needs a new one.
    expect((await post(app, api.register.path, registration())).status).toBe(503);
    await proxy.restore('hang');
    const hung = await post(app, api.register.path, registration());
    expect([hung.status, hung.body]).toEqual([503, unavailable]);
    expect(proxy.hungConnections).toBeGreaterThan(0);

    await proxy.cut();
    await proxy.restore('forward');
    expect((await post(app, api.register.path, registration())).body.code).toBe(200);
  });

  /** Holds the suite's deposits table against writes from a session of its own, while `run` goes. */
  async function holdingDeposits(run: (holder: pg.Client, holderPid: number) => Promise<void>): Promise<void> {
    const holder = new pg.Client({ connectionString: TEST_POSTGRES_URL, options: `-c search_path=${database.schema}` });
    await holder.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table deposits in exclusive mode');
      await run(holder, (await holder.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid);
    } finally {
      await holder.query('rollback').catch(() => undefined);
      await holder.end();
    }
  }

  const depositsOf = async (memberId: number) => (await database.db.selectFrom('deposits').select('id').where('member_id', '=', memberId).execute()).length;

  it('gives the idempotency key back when a call is answered 503, so its retry runs at once', async () => {
    const { memberId, token } = await memberWithToken(database.db);
    // A first deposit with the table free (a cold first call under the held lock never reached the database).
    expect((await call(api.recharge.path, token, bankDeposit)).json().code).toBe(200);
    await holdingDeposits(async (holder, holderPid) => {
      const answering = call(api.recharge.path, token, bankDeposit, 'released-key');
      // Its connection ends mid-call, as a restart or an operator would end it; the database stays up.
      await holder.query('select pg_terminate_backend($1)', [await waitForPidBlockedBy(holder, holderPid)]);
      const answer = await answering;
      expect([answer.statusCode, answer.json()]).toEqual([503, unavailable]);
    });
    // Within the claim's lease: a claim left behind would be refused as in progress (425).
    expect((await call(api.recharge.path, token, bankDeposit, 'released-key')).json().code).toBe(200);
    expect(await depositsOf(memberId)).toBe(2);
  });

  it('answers 503 without hanging when the key cannot be given back either, and runs the retry once the claim lapses', { timeout: 30_000 }, async () => {
    const { memberId, token } = await memberWithToken(database.db);
    await holdingDeposits(async (holder, holderPid) => {
      const answering = call(api.recharge.path, token, bankDeposit, 'lapsed-key');
      const blockedPid = await waitForPidBlockedBy(holder, holderPid);
      await proxy.cut();
      const answer = await answering;
      expect([answer.statusCode, answer.json()]).toEqual([503, unavailable]);
      // The server never heard that its client left: end the waiting insert before the lock goes, as a restart would.
      await holder.query('select pg_terminate_backend($1)', [blockedPid]);
    });
    await proxy.restore('forward');
    expect((await call(api.recharge.path, token, bankDeposit, 'lapsed-key')).json().code).toBe(REQUEST_IN_PROGRESS_CODE);
    await vi.waitFor(async () => expect((await call(api.recharge.path, token, bankDeposit, 'lapsed-key')).json().code).toBe(200), { timeout: 15_000, interval: 250 });
    expect(await depositsOf(memberId)).toBe(1);
  });
});

/** The app's connection waiting on the holder's lock: the only session its lock can block, since the table is the suite's own. */
async function waitForPidBlockedBy(client: pg.Client, holderPid: number): Promise<number> {
  for (let attempt = 0; attempt < 1_000; attempt += 1) {
    const { rows } = await client.query<{ pid: number }>('select pid from pg_stat_activity where $1 = any(pg_blocking_pids(pid))', [holderPid]);
    if (rows[0]) return rows[0].pid;
    await sleep(10);
  }
  throw new Error('no session ever waited for the held lock');
}

