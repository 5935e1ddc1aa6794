/* eslint-disable @typescript-eslint/no-explicit-any -- a dialect serves any schema: today's Database, a migration's past one */
import type {
  AnyColumn,
  CreateTableBuilder,
  Dialect,
  InsertQueryBuilder,
  InsertResult,
  Kysely,
  OnConflictBuilder,
  SelectExpression,
  Selectable,
  Selection,
  SelectQueryBuilder,
  UpdateQueryBuilder,
  UpdateResult,
} from 'kysely';
import type { DatabaseOutages } from './database-outages.ts';

/**
 * Everything the server says differently per database goes through this interface; repositories write
 * the rest in Kysely's portable builder. What differs between SQLite and PostgreSQL today:
 * - connecting: one better-sqlite3 file with its pragmas and BEGIN IMMEDIATE, or a pg pool whose
 *   BIGINT and NUMERIC come back as numbers;
 * - row locks: SELECT ... FOR UPDATE / FOR SHARE on PostgreSQL; nothing on SQLite, whose writers are serialised;
 * - bounded waits: lock_timeout and statement_timeout on PostgreSQL; SQLite's busy_timeout is per connection;
 * - DDL: the auto-numbered id column; the schema Kysely keeps its migration tables in;
 * - writes inside WITH (writableCtes), which the ledger uses to post a transfer in one statement.
 * Both speak ON CONFLICT (also with a partial index's predicate) and RETURNING alike, so they share
 * dialects/standard-statements.ts; a database that does not (MySQL has INSERT IGNORE and no RETURNING)
 * implements those statements its own way. Time needs no dialect at all: the server writes ISO-8601 UTC
 * text (db/time.ts) and does its time arithmetic in JavaScript, never with SQL time functions.
 *
 * A third database is one file in db/dialects/ implementing SqlDialect, its name added to DialectName
 * and to DIALECTS in connect.ts, and the migrations checked on it (they use only portable DDL).
 */
export type DialectName = 'sqlite' | 'postgres';

export interface ConnectOptions {
  /** PostgreSQL only: the schema every pooled connection uses (tests run in a fresh schema each). */
  schema?: string;
  /** PostgreSQL only: pool size. */
  maxConnections?: number;
  /**
   * PostgreSQL only (DATABASE_CONNECT_TIMEOUT_MS): how long a call waits for a connection, new or free in
   * the pool, before it is answered 503; a database that accepts but never answers must not hold calls.
   */
  connectTimeoutMs?: number;
}

/** The unique key an insert may collide with; `where` names a partial unique index by its predicate. */
export interface ConflictTarget<DB, TB extends keyof DB> {
  columns: ReadonlyArray<AnyColumn<DB, TB>>;
  /** Rendered as a literal: PostgreSQL matches a partial index by its predicate's text, not a parameter. */
  where?: { column: AnyColumn<DB, TB>; operator: '=' | '<'; value: number };
}

/** The statements whose SQL is not the same on every database. */
export interface DialectStatements {
  /** A SELECT whose rows no other transaction may change until this one ends. */
  lockForUpdate<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** A SELECT whose rows (of the tables in its FROM) no other transaction may change until this one ends; readers share them. */
  lockForShare<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O>;
  /** Bounds, until the transaction ends, how long one statement may run and how long it may wait for a row lock. */
  limitWaits(trx: Kysely<any>, limits: { lockMs: number; statementMs: number }): Promise<void>;
  /** Inserts the rows whose key is free and skips the others, with no error. */
  insertSkippingConflicts<DB, TB extends keyof DB>(insert: InsertQueryBuilder<DB, TB, InsertResult>, target: ConflictTarget<DB, TB>): Promise<void>;
  /** As insertSkippingConflicts, answering the ids of the rows it inserted (none: every key was taken). */
  insertNewIds<DB, TB extends keyof DB>(insert: InsertQueryBuilder<DB, TB, InsertResult>, target: ConflictTarget<DB, TB>): Promise<number[]>;
  /** Inserts the row, or on a conflict applies `changes` to the row that holds the key. */
  upsert<DB, TB extends keyof DB>(
    insert: InsertQueryBuilder<DB, TB, InsertResult>,
    target: ConflictTarget<DB, TB>,
    changes: Parameters<OnConflictBuilder<DB, TB>['doUpdateSet']>[0],
  ): Promise<void>;
  /** Inserts one row and answers it whole, with its generated columns. */
  insertReturningRow<DB, TB extends keyof DB>(insert: InsertQueryBuilder<DB, TB, InsertResult>): Promise<Selectable<DB[TB]>>;
  /** Runs the UPDATE and answers the chosen columns of the rows it changed, atomically with the change. */
  updateReturning<DB, TB extends keyof DB, SE extends SelectExpression<DB, TB>>(
    update: UpdateQueryBuilder<DB, TB, TB, UpdateResult>,
    columns: ReadonlyArray<SE>,
  ): Promise<Array<Selection<DB, TB, SE>>>;
}

export interface SqlDialect extends DialectStatements {
  readonly name: DialectName;
  /**
   * Whether INSERT, UPDATE and DELETE may run inside WITH, so that one statement (one round trip) can
   * do several dependent writes: PostgreSQL yes, SQLite no (it is in-process: a round trip costs nothing).
   */
  readonly writableCtes: boolean;
  /** Whether a DATABASE_URL names this database. */
  handles(url: string): boolean;
  /** Kysely's dialect (driver, connection settings) for the URL; lost and regained connections are told to `outages`. */
  connect(url: string, options: ConnectOptions, outages: DatabaseOutages): Dialect;
  /** DDL: an auto-numbered integer primary key named id. */
  withIdColumn<T extends string>(table: CreateTableBuilder<T, never>): CreateTableBuilder<T, 'id'>;
  /** The schema Kysely's migration tables live in; undefined for the connection's default. */
  migrationTableSchema(db: Kysely<any>): Promise<string | undefined>;
}

/** Each open database's dialect, by the adapter its Kysely instance and all its transactions share. */
const dialectsByAdapter = new WeakMap<object, SqlDialect>();

export function registerDialect(db: Kysely<any>, dialect: SqlDialect): void {
  dialectsByAdapter.set(db.getExecutor().adapter, dialect);
}

/** The dialect of a database opened by createDb, or of any transaction on it. */
export function dialectOf(db: Kysely<any>): SqlDialect {
  const dialect = dialectsByAdapter.get(db.getExecutor().adapter);
  if (!dialect) throw new Error('dialectOf: this Kysely instance was not opened by createDb');
  return dialect;
}
