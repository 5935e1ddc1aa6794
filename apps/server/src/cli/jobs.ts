import { hostname } from 'node:os';
import { loadConfig } from '../config.ts';
import { createDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { addDays, hasBeijingDayEnded, isBeijingDay, previousBeijingDay } from '../jobs/beijing-day.ts';
import { recordDailyRun } from '../jobs/daily-job-runs.ts';
import { runDailyJobs } from '../jobs/daily-jobs.ts';
import { computeRebates } from '../rebates/compute-rebates.ts';
import { applyVipRules } from '../vip/apply-vip-rules.ts';

/**
 * The nightly jobs on demand, on the database the server uses (DATABASE_URL), for a Beijing day
 * (default: yesterday) that is over: today and later days are refused. Safe beside a running server:
 * both jobs are idempotent.
 *   npm run jobs -- day [YYYY-MM-DD]       both jobs, rebates first, as the night runs them, and the day
 *                                          recorded in daily_job_runs (the way to run a day older than
 *                                          the server's catch-up window, once the venues' bets are checked)
 *   npm run jobs -- rebates [YYYY-MM-DD]   one job alone: the day is not recorded as run, since the
 *   npm run jobs -- vip [YYYY-MM-DD]       night's run is both jobs
 */
const USAGE = 'usage: npm run jobs -- day [YYYY-MM-DD] | rebates [YYYY-MM-DD] | vip [YYYY-MM-DD]   (a Beijing day; default yesterday)';
const COMMANDS = ['day', 'rebates', 'vip'];

const [command, dayArgument] = process.argv.slice(2);
const day = dayArgument ?? previousBeijingDay(Date.now());

if (!COMMANDS.includes(command ?? '') || !isBeijingDay(day)) {
  console.error(USAGE);
  process.exitCode = 2;
} else if (!hasBeijingDayEnded(day, Date.now())) {
  console.error(`${day} has not ended in Beijing time (it ends at ${addDays(day, 1)} 00:00): only a day that is over can be run`);
  process.exitCode = 2;
} else {
  const database = createDb(loadConfig().databaseUrl);
  try {
    await migrateToLatest(database);
    if (command === 'day') {
      const run = await runDailyJobs(database.db, day);
      const runner = `${hostname()}/${process.pid} (npm run jobs)`;
      const recorded = await recordDailyRun(database.db, day, runner);
      console.log(`day ${day}: ${run.rebates.created} new rebates, vip ${JSON.stringify(run.vip.changes)}; `
        + (recorded ? 'recorded in daily_job_runs' : 'already recorded in daily_job_runs by an earlier run'));
    } else if (command === 'rebates') {
      const run = await computeRebates(database.db, day);
      console.log(`rebates for ${run.day}: ${run.created} new`);
    } else {
      const run = await applyVipRules(database.db, day);
      console.log(`vip for ${run.day}: ${JSON.stringify(run.changes)}`);
    }
  } finally {
    await database.destroy();
  }
}
