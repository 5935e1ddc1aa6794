import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { api, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { seed } from '../../src/db/seed.ts';
import { eventBusOf } from '../../src/events/database-event-bus.ts';
import { queueSchemaOf } from '../../src/jobs/daily-jobs-queue.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember } from '../support/test-app.ts';
import { dropPostgresSchema, TEST_POSTGRES_URL, testTargets, type TestDatabase } from '../support/test-database.ts';

/** The names this process's connections to the schema carry: the pool, the event bus's listener, pg-boss. */
const connectionNames = (schema: string) => [`lobby:${schema}`, `lobby-events:${schema}`, `lobby-jobs:${schema}`].map((name) => name.slice(0, 63));

/** As a PostgreSQL restart, idle_session_timeout or a pooler reset would: only this suite's own connections. */
async function terminateIdleConnections(schema: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    // Chosen first, terminated after: in one WHERE the planner may call pg_terminate_backend before the other tests.
    const { rows } = await admin.query<{ name: string; pid: number }>(`select application_name as name, pid from pg_stat_activity where application_name = any($1) and state = 'idle'`, [
      connectionNames(schema),
    ]);
    await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [rows.map((row) => row.pid)]);
    // Gone from the server's view once the backends have exited (their clients see the end at about the same time).
    await vi.waitFor(async () => {
      const left = await admin.query('select 1 from pg_stat_activity where pid = any($1)', [rows.map((row) => row.pid)]);
      expect(left.rowCount).toBe(0);
    });
    return [...new Set(rows.map((row) => row.name))].sort();
  } finally {
    await admin.end();
  }
}

async function namesConnected(schema: string): Promise<string[]> {
  const admin = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ name: string }>('select distinct application_name as name from pg_stat_activity where application_name = any($1) order by 1', [connectionNames(schema)]);
    return rows.map((row) => row.name);
  } finally {
    await admin.end();
  }
}

describe.each(testTargets)('connections the database drops, on $dialect', (target) => {
  if (target.dialect === 'sqlite') {
    it.skip('SQLite is a file inside the process: there is no connection for a database to drop', () => undefined);
    return;
  }
  if (skipWhenUnavailable(target)) return;

  let database: TestDatabase;
  let app: FastifyInstance;
  const avatarDir = mkdtempSync(join(tmpdir(), 'lobby-test-avatars-'));

  beforeAll(async () => {
    database = await target.create();
    await seed(database.db);
    // The daily-jobs plugin stays off under Vitest; here it must run, for pg-boss's connections.
    vi.stubEnv('VITEST', undefined);
    try {
      app = await buildApp({
        db: database.db,
        webDist: '/nonexistent/web-dist',
        rateLimitScale: { address: 100 },
        avatarDir,
        dailyJobs: { databaseUrl: TEST_POSTGRES_URL, queueTimings: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 } },
      });
      await app.ready();
    } finally {
      vi.unstubAllEnvs();
    }
    await eventBusOf(database.db).ready();
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (database?.schema) await dropPostgresSchema(queueSchemaOf(database.schema));
    rmSync(avatarDir, { recursive: true, force: true });
  });

  it('lives on when every idle connection is terminated, answers the next calls, and logs the outage once', { timeout: 60_000 }, async () => {
    const log = { warn: vi.fn(), info: vi.fn() };
    database.outages.reportTo(log);
    const member = await registerMember(app);
    // Several pooled connections at once, all idle afterwards.
    await Promise.all(Array.from({ length: 5 }, () => sql`select pg_sleep(0.05)`.execute(database.db)));

    expect(await terminateIdleConnections(database.schema!)).toEqual(connectionNames(database.schema!).sort());
    // One line for every connection dropped at once (five pooled, the listener, pg-boss's).
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledOnce());
    expect(log.warn.mock.calls[0]![1]).toMatch(/^database connection lost/);

    expect((await post(app, api.balance.path, {}, member.token)).body).toEqual({ code: 200, message: messages.server.success, data: { balance: 0, gameblance: 0 } });
    expect((await registerMember(app)).token).toBeTruthy();
    await vi.waitFor(() => expect(log.info).toHaveBeenCalledOnce());
    expect(log.info.mock.calls[0]![1]).toMatch(/^database is back/);
    // The listener and pg-boss reconnect by themselves.
    await eventBusOf(database.db).ready();
    await vi.waitFor(async () => expect(await namesConnected(database.schema!)).toEqual(connectionNames(database.schema!).sort()), { timeout: 20_000 });
    expect(log.warn).toHaveBeenCalledOnce();
  });
});
