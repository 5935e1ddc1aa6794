import type { SelectQueryBuilder } from 'kysely';
import type { DialectName } from './connect.ts';

/**
 * SELECT ... FOR UPDATE on PostgreSQL, whose READ COMMITTED lets another transaction change a row
 * between this transaction reading it and writing it; the plain SELECT on SQLite, which has no row
 * locks and needs none: BEGIN IMMEDIATE has already serialised every writer.
 */
export function forUpdateOn<DB, TB extends keyof DB, O>(dialect: DialectName, query: SelectQueryBuilder<DB, TB, O>): SelectQueryBuilder<DB, TB, O> {
  return dialect === 'postgres' ? query.forUpdate() : query;
}
