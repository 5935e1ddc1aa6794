import { hostname } from 'node:os';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { dialectOf } from '../../db/dialect.ts';
import { previousBeijingDay } from '../../jobs/beijing-day.ts';
import { PRODUCTION_QUEUE_TIMINGS, startDailyJobsQueue, type DailyJobsQueue, type QueueTimings } from '../../jobs/daily-jobs-queue.ts';
import { dueDay, msUntilNextDailyRun } from '../../jobs/daily-schedule.ts';
import { runDaysThrough } from '../../jobs/run-days-through.ts';

export interface DailyJobsOptions {
  /** PostgreSQL only: the database's URL, for pg-boss's own pool (main.ts passes DATABASE_URL). */
  databaseUrl?: string;
  /**
   * Where the days come from; Date.now in production. It is a seam for one test: several processes
   * driven through a month of Beijing days in seconds, each reading the same simulated clock
   * (test/jobs/several-processes.test.ts). pg-boss's own timing (expiry, retries) stays on real time.
   */
  clock?: () => number;
  /** PostgreSQL only: how often each process checks whether a new day is due. */
  tickMs?: number;
  queueTimings?: Partial<QueueTimings>;
}

/** Off with DAILY_JOBS=off, and under Vitest, whose suites run the jobs themselves on injected days. */
export function dailyJobsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DAILY_JOBS !== 'off' && env.VITEST === undefined;
}

/** A minute: the run starts within a minute of 00:20 Beijing time, and an idle tick costs no query. */
const DEFAULT_TICK_MS = 60_000;

/**
 * The rebate and VIP jobs for each Beijing day, run once per day after Beijing midnight, and at start for
 * the day just ended so that a night the servers were down is caught up (jobs/run-days-through.ts
 * catches up a week of missed days, in order, and records each day in daily_job_runs).
 *
 * SQLite is the embedded, single-process database: a plain timer in the process runs the day. On
 * PostgreSQL any number of processes on any number of machines share the database, and pg-boss queues
 * the days there: every process asks for the due day (one job per day, whoever asks), every process
 * works the queue, one run at a time, and a run whose process died is taken over by another.
 */
export default fp<DailyJobsOptions>(async function dailyJobs(app: FastifyInstance, options) {
  if (!dailyJobsEnabled()) return;
  const clock = options.clock ?? Date.now;
  const runner = `${hostname()}/${process.pid}`;
  if (dialectOf(app.db).name === 'postgres') {
    if (!options.databaseUrl) throw new Error('daily jobs on PostgreSQL need the database URL (dailyJobs.databaseUrl)');
    queueDailyJobs(app, { ...options, databaseUrl: options.databaseUrl }, clock, runner);
  } else {
    timeDailyJobs(app, clock, runner);
  }
});

function timeDailyJobs(app: FastifyInstance, clock: () => number, runner: string): void {
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<void> = Promise.resolve();

  async function runForYesterday(): Promise<void> {
    const now = clock();
    const day = previousBeijingDay(now);
    try {
      await runDaysThrough(app.db, day, runner, app.log, now);
    } catch (error) {
      app.log.error({ err: error, day }, 'daily jobs failed');
    }
  }

  function scheduleNext(): void {
    if (closed) return;
    timer = setTimeout(() => {
      running = runForYesterday().finally(scheduleNext);
    }, msUntilNextDailyRun(clock()));
    // The timer alone never keeps the process alive.
    timer.unref();
  }

  app.addHook('onReady', async () => {
    running = runForYesterday();
    scheduleNext();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    // The database closes after the app: let a run in progress finish first.
    await running;
  });
}

function queueDailyJobs(app: FastifyInstance, options: DailyJobsOptions & { databaseUrl: string }, clock: () => number, runner: string): void {
  let queue: DailyJobsQueue | undefined;
  let ticker: NodeJS.Timeout | undefined;
  let asked: string | undefined;
  let asking: Promise<void> = Promise.resolve();

  // Each process asks when the day changes; the day's job id makes the askers' jobs one.
  async function askForDueDay(): Promise<void> {
    const day = dueDay(clock());
    if (day === asked || !queue) return;
    try {
      await queue.enqueue(day);
      asked = day;
    } catch (error) {
      // Asked again at the next tick.
      app.log.warn({ err: error, day }, 'daily jobs: could not queue the day');
    }
  }

  app.addHook('onReady', async () => {
    queue = await startDailyJobsQueue({
      db: app.db,
      databaseUrl: options.databaseUrl,
      runner,
      log: app.log,
      timings: { ...PRODUCTION_QUEUE_TIMINGS, ...options.queueTimings },
      clock,
    });
    asking = askForDueDay();
    ticker = setInterval(() => {
      asking = asking.then(askForDueDay);
    }, options.tickMs ?? DEFAULT_TICK_MS);
    ticker.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(ticker);
    await asking;
    // A run in progress finishes (or goes back to the queue) before the app's database closes.
    await queue?.stop();
  });
}
