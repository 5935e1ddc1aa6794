import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectNamed, type DialectName } from '../connect.ts';

/** A migration that may need to know the dialect for the few types that have no common spelling. */
export interface PortableMigration {
  up(db: Kysely<any>, dialect: DialectName): Promise<void>;
}

/** An auto-numbered integer primary key, spelt as the dialect spells it (db/dialects/). */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName): CreateTableBuilder<T, 'id'> {
  return dialectNamed(dialect).withIdColumn(table);
}
