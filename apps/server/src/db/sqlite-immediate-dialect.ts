import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver } from 'kysely';

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

export class SqliteImmediateDialect extends SqliteDialect {
  readonly #config: ConstructorParameters<typeof SqliteDialect>[0];

  constructor(config: ConstructorParameters<typeof SqliteDialect>[0]) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new SqliteImmediateDriver(this.#config);
  }
}
