import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import { isConnectionLoss } from '../db/connection-loss.ts';
import { outagesOf } from '../db/database-outages.ts';
import type { Database } from '../db/schema.ts';
import { hasBeijingDayEnded, isBeijingDay, type BeijingDay } from './beijing-day.ts';
import { isDayRecorded } from './daily-job-runs.ts';
import { runDaysThrough, type DayRunLog } from './run-days-through.ts';

const QUEUE = 'daily-jobs';

/** pg-boss's settings for the queue; tests shorten them to see a takeover in seconds. */
export interface QueueTimings {
  /**
   * How long a run may stay active before it counts as dead and the day goes back to the queue for
   * another process: well past the longest real run, since a run that is only slow is then done twice
   * (harmless, the jobs are idempotent, but wasted).
   */
  expireInSeconds: number;
  /** Attempts after the first, each after an expiry or an error; a day that exhausts them is caught up by the next day's run. */
  retryLimit: number;
  retryDelaySeconds: number;
  /** How often each process asks for a job. */
  pollingIntervalSeconds: number;
  /** How often expired jobs are looked for (pg-boss lets one process a round do it). */
  maintenanceIntervalSeconds: number;
}

export const PRODUCTION_QUEUE_TIMINGS: QueueTimings = {
  expireInSeconds: 30 * 60,
  retryLimit: 5,
  retryDelaySeconds: 60,
  pollingIntervalSeconds: 15,
  maintenanceIntervalSeconds: 60,
};

export interface DailyJobsQueueOptions {
  db: Kysely<Database>;
  /** For pg-boss's own small pool (its multi-statement commands and LISTEN-free polling need plain pg). */
  databaseUrl: string;
  /** Names this process in daily_job_runs and the log: host/pid. */
  runner: string;
  log: DayRunLog & { error(fields: object, message: string): void };
  timings: QueueTimings;
  /** The app's clock (a test's simulated one): which days are over. */
  clock: () => number;
}

export interface DailyJobsQueue {
  /** Asks for the day's run; answers whether this call created the job (false: not over, recorded, or already asked by some process). */
  enqueue(day: BeijingDay): Promise<boolean>;
  /** Stops taking jobs; waits for a run in progress (up to 30 s, then hands it back to the queue). */
  stop(): Promise<void>;
}

/**
 * pg-boss keeps its tables in a schema of its own, named after the app's so that two sites (or two test
 * runs) on one database never take each other's jobs: `pgboss` beside `public`, `<schema>_pgboss` beside
 * any other. pg-boss creates and migrates it itself (under an advisory lock, so processes may start
 * together); the app's Kysely migrations never touch it.
 */
export function queueSchemaOf(appSchema: string): string {
  return appSchema === 'public' ? 'pgboss' : `${appSchema}_pgboss`;
}

/**
 * The one job of a day has an id derived from the day, so every process asking for the same day inserts
 * the same row and all but the first insert nothing (pg-boss's INSERT ... ON CONFLICT DO NOTHING).
 */
function jobIdOf(day: BeijingDay): string {
  const hex = createHash('sha256').update(`lobby daily jobs ${day}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Starts pg-boss in this process and works the daily-jobs queue. The queue's policy is `singleton`: one
 * job active at a time across every process, so days run one after another, in order. A process that
 * dies mid-run leaves its job active until it expires; pg-boss then puts it back (a retry) and a worker in
 * another process takes it and runs the day again from the start, which pays nothing twice because the
 * rebates and the VIP changes are keyed by day.
 */
export async function startDailyJobsQueue({ db, databaseUrl, runner, log, timings, clock }: DailyJobsQueueOptions): Promise<DailyJobsQueue> {
  const appSchema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema ?? 'public';
  const boss = new PgBoss({
    connectionString: databaseUrl,
    schema: queueSchemaOf(appSchema),
    max: 3,
    application_name: `lobby-jobs:${appSchema}`.slice(0, 63),
    // No cron: each process asks for the due day itself (plugins/app/daily-jobs.ts), with the app's clock.
    schedule: false,
    supervise: true,
    maintenanceIntervalSeconds: timings.maintenanceIntervalSeconds,
  });
  // An unhandled 'error' event would end the process; pg-boss retries its own polling and maintenance, and
  // opens new connections for them. A database away is logged once per outage (with the app's pool), not
  // at every poll.
  boss.on('error', (error) => {
    if (isConnectionLoss(error)) outagesOf(db).lost(error);
    else log.warn({ err: error }, 'daily jobs queue: pg-boss error');
  });
  await boss.start();
  // Created once by the first process (ON CONFLICT DO NOTHING); the settings of that first creation stay.
  // pg-boss 10 creates a queue's partition in the same statement, and two processes creating it together
  // deadlock (each waits for the other's lock on the queue table): processes take turns here.
  await db.connection().execute(async (connection) => {
    const turn = `lobby daily jobs queue ${queueSchemaOf(appSchema)}`;
    await sql`select pg_advisory_lock(hashtext(${turn}))`.execute(connection);
    try {
      await boss.createQueue(QUEUE, {
        name: QUEUE,
        policy: 'singleton',
        expireInSeconds: timings.expireInSeconds,
        retryLimit: timings.retryLimit,
        retryDelay: timings.retryDelaySeconds,
      });
    } finally {
      await sql`select pg_advisory_unlock(hashtext(${turn}))`.execute(connection);
    }
  });
  await boss.work<{ day: unknown }>(QUEUE, { pollingIntervalSeconds: timings.pollingIntervalSeconds, batchSize: 1 }, async ([job]) => {
    const day = job?.data.day;
    if (!isBeijingDay(day)) throw new Error(`daily jobs: not a day: ${String(day)}`);
    try {
      return { ran: await runDaysThrough(db, day, runner, log, clock()) };
    } catch (error) {
      // pg-boss retries the job; the log says why.
      log.error({ err: error, day }, 'daily jobs failed');
      throw error;
    }
  });

  return {
    async enqueue(day) {
      if (!hasBeijingDayEnded(day, clock()) || (await isDayRecorded(db, day))) return false;
      return (await boss.send(QUEUE, { day }, { id: jobIdOf(day) })) !== null;
    },
    stop: () => boss.stop({ graceful: true, timeout: 30_000 }),
  };
}
