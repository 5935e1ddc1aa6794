import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import type { BeijingDay } from './beijing-day.ts';

/**
 * Records that the day's nightly run finished. The day is the primary key: when two processes finish
 * the same day (one took over from another that was only slow), the first record stays and this
 * answers false to the second, which then knows it was not the one that finished the day.
 */
export async function recordDailyRun(db: Kysely<Database>, day: BeijingDay, runner: string): Promise<boolean> {
  await dialectOf(db).insertSkippingConflicts(db.insertInto('daily_job_runs').values({ day, finished_at: nowIso(), runner }), { columns: ['day'] });
  const recorded = await db.selectFrom('daily_job_runs').select('runner').where('day', '=', day).executeTakeFirstOrThrow();
  return recorded.runner === runner;
}

export async function isDayRecorded(db: Kysely<Database>, day: BeijingDay): Promise<boolean> {
  return (await db.selectFrom('daily_job_runs').select('day').where('day', '=', day).executeTakeFirst()) !== undefined;
}

/** The latest recorded day before `day` ('YYYY-MM-DD' text sorts as the days do). */
export async function lastRecordedDayBefore(db: Kysely<Database>, day: BeijingDay): Promise<BeijingDay | undefined> {
  const row = await db.selectFrom('daily_job_runs').select('day').where('day', '<', day).orderBy('day', 'desc').limit(1).executeTakeFirst();
  return row?.day;
}
