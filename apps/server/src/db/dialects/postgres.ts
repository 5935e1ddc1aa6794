import { PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { SqlDialect } from '../dialect.ts';
import { poolNamingPreparedStatements } from './prepared-pool.ts';
import { standardStatements } from './standard-statements.ts';

/** DATABASE_CONNECT_TIMEOUT_MS's default: far above a healthy connect (milliseconds), far below the app's 30 s request timeout. */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

const OID_INT8 = 20;
const OID_NUMERIC = 1700;

/** PostgreSQL through a pg pool: `postgres://` or `postgresql://`. */
export const postgresDialect: SqlDialect = {
  name: 'postgres',
  writableCtes: true,
  handles: (url) => url.startsWith('postgres://') || url.startsWith('postgresql://'),
  connect(url, options, outages) {
    if (options.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(options.schema)) {
      throw new Error(`invalid schema name "${options.schema}"`);
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: options.maxConnections ?? 10,
      connectionTimeoutMillis: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      // A peer that vanished without a word (a host or a network gone) is noticed by TCP, not only at the next query.
      keepAlive: true,
      // Named by schema, so an operator (or a test) can tell this pool's connections apart in pg_stat_activity.
      application_name: (options.schema ? `lobby:${options.schema}` : 'lobby').slice(0, 63),
      // Sent at connection start-up, so it holds for every pooled connection before its first query.
      options: options.schema ? `-c search_path=${options.schema}` : undefined,
      // Money is BIGINT fen and SUM() of BIGINT is NUMERIC: read both as JS numbers (exact below 2^53 fen).
      types: { getTypeParser: ((oid: number) => (oid === OID_INT8 || oid === OID_NUMERIC ? Number : pg.types.getTypeParser(oid))) as typeof pg.types.getTypeParser },
    });
    // An idle connection the server ended (a restart, a terminated backend, idle_session_timeout, a pooler's
    // reset) leaves the pool, which then emits 'error': unheard, that would end the process. The next call
    // simply opens a new connection.
    pool.on('error', (error) => outages.lost(error));
    pool.on('connect', () => outages.reached());
    return new PostgresDialect({ pool: poolNamingPreparedStatements(pool, outages) });
  },
  withIdColumn: (table) => table.addColumn('id', 'serial', (col) => col.primaryKey()),
  // Kysely looks for its migration tables across the whole search path unless told a schema; with
  // another schema on the path holding them (parallel test runs), it would skip creating its own.
  migrationTableSchema: async (db) => (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema,
  // READ COMMITTED lets another transaction change a row between this one reading and writing it.
  lockForUpdate: (query) => query.forUpdate(),
  lockForShare: (query) => query.forShare(),
  // One statement with bound parameters (prepared-statement friendly); `true` makes both SET LOCAL.
  async limitWaits(trx, { lockMs, statementMs }) {
    await sql`select set_config('lock_timeout', ${`${lockMs}ms`}, true), set_config('statement_timeout', ${`${statementMs}ms`}, true)`.execute(trx);
  },
  ...standardStatements,
};
