import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createDb, type Db } from '../../src/db/connect.ts';
import { seed } from '../../src/db/seed.ts';
import { eventBusOf } from '../../src/events/database-event-bus.ts';
import { TEST_POSTGRES_URL, testTargets, type TestDatabase } from './test-database.ts';

export const postgresTarget = testTargets[1];

export interface TwoInstances {
  database: TestDatabase;
  /** The second instance's own handle on the same schema: its pool, its listening connection, its caches. */
  second: Db;
  appA: FastifyInstance;
  appB: FastifyInstance;
}

/**
 * Two server instances on one seeded PostgreSQL schema, each with its own database handle, as two
 * processes have; both buses listening before the suite starts. Torn down after it.
 */
export function useTwoInstances(): TwoInstances {
  const context = {} as TwoInstances;
  const avatarDir = mkdtempSync(join(tmpdir(), 'lobby-test-avatars-'));
  const build = (db: Db) => buildApp({ db: db.db, webDist: '/nonexistent/web-dist', rateLimitScale: { address: 100 }, avatarDir });
  beforeAll(async () => {
    context.database = await postgresTarget.create();
    await seed(context.database.db);
    context.second = createDb(TEST_POSTGRES_URL, { schema: context.database.schema });
    [context.appA, context.appB] = [await build(context.database), await build(context.second)];
    await Promise.all([context.appA.ready(), context.appB.ready(), eventBusOf(context.database.db).ready(), eventBusOf(context.second.db).ready()]);
  });
  afterAll(async () => {
    await context.appA?.close();
    await context.appB?.close();
    await context.second?.destroy();
    await context.database?.dispose();
    rmSync(avatarDir, { recursive: true, force: true });
  });
  return context;
}

/** Ends both instances' listening connections (they share the schema, so the name), as a database restart would. */
export async function dropListeningConnections(schema: string | undefined): Promise<void> {
  const terminator = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await terminator.connect();
  try {
    await terminator.query(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1`, [`lobby-events:${schema}`.slice(0, 63)]);
  } finally {
    await terminator.end();
  }
}
