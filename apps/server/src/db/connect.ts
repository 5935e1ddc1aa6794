import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import { repositoryRoot } from '../config.ts';
import type { Database } from './schema.ts';
import { SqliteImmediateDialect } from './sqlite-immediate-dialect.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  dialect: DialectName;
  destroy(): Promise<void>;
}

export interface CreateDbOptions {
  /** PostgreSQL only: the schema every pooled connection uses (tests run in a fresh schema each). */
  schema?: string;
  /** PostgreSQL only: pool size. */
  maxConnections?: number;
}

const OID_INT8 = 20;
const OID_NUMERIC = 1700;

export function createDb(url: string, options: CreateDbOptions = {}): Db {
  if (url.startsWith('sqlite:')) return createSqliteDb(url.slice('sqlite:'.length));
  if (url.startsWith('postgres://') || url.startsWith('postgresql://')) return createPostgresDb(url, options);
  throw new Error(`DATABASE_URL must start with postgres://, postgresql:// or sqlite:, got "${url}"`);
}

/** Opens one better-sqlite3 connection with the settings every connection to our files must share. */
function openSqliteFile(path: string): BetterSqlite3.Database {
  const file = isAbsolute(path) ? path : resolve(repositoryRoot, path);
  mkdirSync(dirname(file), { recursive: true });
  const connection = new BetterSqlite3(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('foreign_keys = ON');
  // WAL with NORMAL stays consistent after a crash; it only may lose the last commits on power loss.
  connection.pragma('synchronous = NORMAL');
  return connection;
}

/**
 * Kysely prepares every query anew; better-sqlite3's prepare is the costliest step of a small query, so
 * statements are kept by their SQL text (values are always bound parameters, so the set stays small).
 * Safe because Kysely runs one query at a time on the single connection.
 */
function withStatementCache(connection: BetterSqlite3.Database): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => connection.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = connection.prepare(sql);
        if (statements.size < MAX_CACHED_STATEMENTS) statements.set(sql, statement);
      }
      return statement;
    },
  };
}
const MAX_CACHED_STATEMENTS = 1000;

function createSqliteDb(path: string): Db {
  const database = withStatementCache(openSqliteFile(path));
  const db = new Kysely<Database>({ dialect: new SqliteImmediateDialect({ database }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

function createPostgresDb(url: string, options: CreateDbOptions): Db {
  if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
    throw new Error(`invalid schema name "${options.schema}"`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // Sent at connection start-up, so it holds for every pooled connection before its first query.
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    // Money is BIGINT fen and SUM() of BIGINT is NUMERIC: read both as JS numbers (exact below 2^53 fen).
    types: { getTypeParser: ((oid: number) => (oid === OID_INT8 || oid === OID_NUMERIC ? Number : pg.types.getTypeParser(oid))) as typeof pg.types.getTypeParser },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
