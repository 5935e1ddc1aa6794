import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { previousBeijingDay } from '../../jobs/beijing-day.ts';
import { runDailyJobs } from '../../jobs/daily-jobs.ts';
import { msUntilNextDailyRun } from '../../jobs/daily-schedule.ts';

/** Off with DAILY_JOBS=off, and under Vitest, whose suites run the jobs themselves on injected days. */
export function dailyJobsEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.DAILY_JOBS !== 'off' && env.VITEST === undefined;
}

/**
 * Runs the rebate and VIP jobs for the day just ended, every night shortly after Beijing midnight, and
 * once at start so a night the server was down is caught up. A plain timer is enough: the jobs are
 * idempotent, so several processes each running them change the data once.
 */
export default fp(async function dailyJobs(app: FastifyInstance) {
  if (!dailyJobsEnabled()) return;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<void> = Promise.resolve();

  async function runForYesterday(): Promise<void> {
    const day = previousBeijingDay(Date.now());
    try {
      const run = await runDailyJobs(app.db, day);
      app.log.info({ day, rebatesCreated: run.rebates.created, vipChanges: run.vip.changes }, 'daily jobs done');
    } catch (error) {
      app.log.error({ err: error, day }, 'daily jobs failed');
    }
  }

  function scheduleNext(): void {
    if (closed) return;
    timer = setTimeout(() => {
      running = runForYesterday().finally(scheduleNext);
    }, msUntilNextDailyRun(Date.now()));
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
});
