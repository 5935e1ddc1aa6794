import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDb, type Db, type DialectName } from '../../src/db/connect.ts';
import { migrateToLatest, migrateUpTo } from '../../src/db/migrate.ts';

export const TEST_POSTGRES_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

/** A migrated, empty database of its own; `url` lets other connections (workers, a second pool) reach it. */
export interface TestDatabase extends Db {
  url: string;
  schema?: string;
  /** Closes the connections and deletes the file or drops the schema. */
  dispose(): Promise<void>;
}

export interface TestDatabaseOptions {
  maxConnections?: number;
  /** Migrate only up to this migration (a database as an older release left it); default: all. */
  upTo?: string;
}

export interface TestTarget {
  dialect: DialectName;
  /** False only for PostgreSQL when it cannot be reached outside CI. */
  available: boolean;
  create(options?: TestDatabaseOptions): Promise<TestDatabase>;
}

function migrate(db: Db, options: TestDatabaseOptions): Promise<void> {
  return options.upTo === undefined ? migrateToLatest(db) : migrateUpTo(db, options.upTo);
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function createSqliteTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const folder = mkdtempSync(join(tmpdir(), 'lobby-test-'));
  const url = `sqlite:${join(folder, 'lobby.sqlite')}`;
  const db = createDb(url);
  await migrate(db, options);
  return {
    ...db,
    url,
    async dispose() {
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

async function withAdminClient(run: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

/**
 * Kysely's migrator looks for its tables through the introspector, which reads every schema of the
 * database; a schema that another suite (or another run on the same server) drops meanwhile fails that
 * read with "schema … does not exist". Migrations hold this advisory lock shared and drops hold it
 * alone, so a drop waits for the migrations under way and never races them. The lock is session-level:
 * the admin client's session ends (and releases it) when withAdminClient closes it.
 */
const SCHEMA_DROP_LOCK = 0x10bb7e57;

/** A fresh schema per test database, so runs never see each other's rows and leave nothing behind. */
async function createPostgresTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const schema = `lobby_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`create schema ${schema}`));
  const db = createDb(TEST_POSTGRES_URL, { schema, maxConnections: options.maxConnections });
  await withAdminClient(async (client) => {
    await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_DROP_LOCK]);
    await migrate(db, options);
  });
  return {
    ...db,
    url: TEST_POSTGRES_URL,
    schema,
    async dispose() {
      await db.destroy();
      await dropPostgresSchema(schema);
    },
  };
}

/** Drops a schema of the test server (a test database's, or one pg-boss made beside it), never racing a migration. */
export async function dropPostgresSchema(schema: string): Promise<void> {
  await withAdminClient(async (client) => {
    await client.query('select pg_advisory_lock($1)', [SCHEMA_DROP_LOCK]);
    await client.query(`drop schema if exists ${schema} cascade`);
  });
}

const postgresAvailable = await postgresReachable();
if (!postgresAvailable) {
  if (process.env.CI) throw new Error(`PostgreSQL is required in CI but unreachable at ${TEST_POSTGRES_URL}`);
  console.warn(
    `\n${'!'.repeat(72)}\n!! PostgreSQL unreachable at ${TEST_POSTGRES_URL}\n!! The PostgreSQL half of the suites is SKIPPED. Set TEST_DATABASE_URL or start it.\n${'!'.repeat(72)}\n`,
  );
}

/** Every suite that touches the database runs once per target (describe.each); SQLite first, always there. */
export const testTargets: [sqlite: TestTarget, postgres: TestTarget] = [
  { dialect: 'sqlite', available: true, create: createSqliteTestDatabase },
  { dialect: 'postgres', available: postgresAvailable, create: createPostgresTestDatabase },
];
