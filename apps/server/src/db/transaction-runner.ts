import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs work in one database transaction. Domain functions that open their own transaction take one, so
 * that a member call can have its session checked inside it (auth/member-transaction.ts) while jobs, the
 * back office and fixtures run them plainly.
 */
export type TransactionRunner = <T>(work: (trx: Transaction<Database>) => Promise<T>) => Promise<T>;

export function plainTransaction(db: Kysely<Database>): TransactionRunner {
  return (work) => db.transaction().execute(work);
}
