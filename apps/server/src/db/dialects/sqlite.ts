import { mkdirSync } from 'node:fs';
import { dirname, isAbsolute, resolve } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDatabase } from 'kysely';
import { repositoryRoot } from '../../config.ts';
import type { SqlDialect } from '../dialect.ts';
import { standardStatements } from './standard-statements.ts';

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

/**
 * A plain `BEGIN` starts a read transaction that upgrades to a write lock at its first write. When two
 * processes (or worker threads) do that on the same file at once, the second upgrade cannot wait for the
 * first (it holds a read snapshot), so SQLite answers SQLITE_BUSY at once instead of honouring
 * busy_timeout. `BEGIN IMMEDIATE` takes the write lock up front, so writers queue on busy_timeout instead.
 */
class SqliteImmediateDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class SqliteImmediateDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new SqliteImmediateDriver(this.#config);
  }
}

/** SQLite through better-sqlite3: `sqlite:PATH`, the default, a file under ./data. */
export const sqliteDialect: SqlDialect = {
  name: 'sqlite',
  writableCtes: false,
  handles: (url) => url.startsWith('sqlite:'),
  connect: (url) => new SqliteImmediateDialect({ database: withStatementCache(openSqliteFile(url.slice('sqlite:'.length))) }),
  // Exactly `integer primary key` makes the rowid alias; AUTOINCREMENT so ids of deleted rows are never reused.
  withIdColumn: (table) => table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement()),
  migrationTableSchema: async () => undefined,
  // No row locks, and none needed: BEGIN IMMEDIATE has already serialised every writer.
  lockForUpdate: (query) => query,
  lockForShare: (query) => query,
  // busy_timeout (set when the file is opened) bounds the wait for the write lock; there is no other wait.
  limitWaits: async () => undefined,
  ...standardStatements,
};
