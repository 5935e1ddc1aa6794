import type { Kysely } from 'kysely';

/**
 * One row per Beijing day whose nightly run (rebates, then VIP) finished: the primary key is the proof
 * that no day was recorded twice, and a gap in the days is one that was missed (jobs/daily-job-runs.ts).
 * Same DDL on both databases; on PostgreSQL the queue itself lives in pg-boss's own schema, beside this.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('daily_job_runs')
    .addColumn('day', 'text', (col) => col.primaryKey())
    .addColumn('finished_at', 'text', (col) => col.notNull())
    // host/pid of the process that finished it: who took over a day whose first runner died.
    .addColumn('runner', 'text', (col) => col.notNull())
    .execute();
}
