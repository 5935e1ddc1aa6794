import type { CreateTableBuilder, Kysely } from 'kysely';
import type { DialectName } from '../connect.ts';

/** A migration that may need to know the dialect for the few types that have no common spelling. */
export interface PortableMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

/**
 * An auto-numbered integer primary key. SQLite needs exactly `integer primary key` (a rowid alias;
 * AUTOINCREMENT so ids of deleted rows are never reused); PostgreSQL spells it `serial`.
 */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
