import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { addDays, daysBetween, hasBeijingDayEnded, type BeijingDay } from './beijing-day.ts';
import { isDayRecorded, lastRecordedDayBefore, recordDailyRun } from './daily-job-runs.ts';
import { runDailyJobs } from './daily-jobs.ts';

/**
 * How many days, ending with the one asked for, a run catches up. Days are run in order because the VIP
 * job skips a day older than the last it evaluated, so a night every server was down is caught up by the
 * next run, before its own day. Beyond a week the gap is an incident, not a missed night: the operator
 * looks at the venues' bets first and runs those days with `npm run jobs -- day` (the log names them).
 */
export const CATCH_UP_DAYS = 7;

/** The part of a logger this needs: Fastify's (pino) in the server. */
export interface DayRunLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/**
 * Runs `day`'s nightly jobs, and first every earlier day of the catch-up window after the last one
 * recorded, each recorded in daily_job_runs as it finishes. A day already recorded is skipped, so asking
 * again (a retried job, a second process, a restart) does nothing; a day started but not recorded (its
 * process died) is run again, which is safe because the jobs are idempotent. A database that never
 * recorded a day (first start, or just upgraded) starts with `day` alone. A day not over at `now` is
 * neither run nor recorded, whoever asks (a skewed clock, a hand-made job). Answers the days it ran.
 */
export async function runDaysThrough(db: Kysely<Database>, day: BeijingDay, runner: string, log: DayRunLog, now: number): Promise<BeijingDay[]> {
  if (!hasBeijingDayEnded(day, now)) {
    log.warn({ day, runner }, 'daily jobs: the day has not ended in Beijing time; not run');
    return [];
  }
  const oldest = addDays(day, 1 - CATCH_UP_DAYS);
  const last = await lastRecordedDayBefore(db, day);
  let first = last === undefined ? day : addDays(last, 1);
  if (daysBetween(first, oldest) > 0) {
    log.warn({ from: first, to: addDays(oldest, -1) }, 'daily jobs: days older than the catch-up window were never run; run each with npm run jobs -- day YYYY-MM-DD');
    first = oldest;
  }

  const ran: BeijingDay[] = [];
  for (let next = first; daysBetween(next, day) >= 0; next = addDays(next, 1)) {
    if (await isDayRecorded(db, next)) continue;
    log.info({ day: next, runner }, 'daily jobs started');
    const run = await runDailyJobs(db, next);
    const recorded = await recordDailyRun(db, next, runner);
    const fields = { day: next, runner, rebatesCreated: run.rebates.created, vipChanges: run.vip.changes };
    // Only the process whose record stands says "done": a day is done once, whoever else also ran it.
    log.info(fields, recorded ? 'daily jobs done' : 'daily jobs ran again; another process had recorded the day');
    ran.push(next);
  }
  return ran;
}
