import { sql, type OnConflictBuilder } from 'kysely';
import type { ConflictTarget, DialectStatements } from '../dialect.ts';

function conflictOn<DB, TB extends keyof DB>(conflict: OnConflictBuilder<DB, TB>, target: ConflictTarget<DB, TB>): OnConflictBuilder<DB, TB> {
  const on = conflict.columns(target.columns);
  if (!target.where) return on;
  const { column, operator, value } = target.where;
  return on.where(sql.ref(column), operator, sql.lit(value));
}

/**
 * ON CONFLICT ... DO NOTHING / DO UPDATE and RETURNING as SQLite (3.35+) and PostgreSQL both spell them.
 * Of the two, only the row locks and the bounds on waiting differ: each dialect brings its own.
 */
export const standardStatements: Omit<DialectStatements, 'lockForUpdate' | 'lockForShare' | 'limitWaits'> = {
  async insertSkippingConflicts(insert, target) {
    await insert.onConflict((conflict) => conflictOn(conflict, target).doNothing()).execute();
  },

  async insertNewIds(insert, target) {
    const rows = await insert
      .onConflict((conflict) => conflictOn(conflict, target).doNothing())
      .returning(sql.ref<number>('id').as('id'))
      .execute();
    // Kysely cannot name the returned row's field while DB and TB are still type parameters: the cast says it.
    return rows.map((row) => (row as { id: number }).id);
  },

  async upsert(insert, target, changes) {
    await insert.onConflict((conflict) => conflictOn(conflict, target).doUpdateSet(changes)).execute();
  },

  insertReturningRow(insert) {
    return insert.returningAll().executeTakeFirstOrThrow();
  },

  updateReturning(update, columns) {
    return update.returning(columns).execute();
  },
};
