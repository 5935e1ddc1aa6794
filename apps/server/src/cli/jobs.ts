import { loadConfig } from '../config.ts';
import { createDb } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { isBeijingDay, previousBeijingDay } from '../jobs/beijing-day.ts';
import { computeRebates } from '../rebates/compute-rebates.ts';
import { applyVipRules } from '../vip/apply-vip-rules.ts';

/**
 * The nightly jobs on demand, on the database the server uses (DATABASE_URL), for a Beijing day
 * (default: yesterday). Safe beside a running server: both jobs are idempotent.
 *   npm run jobs -- rebates [YYYY-MM-DD]
 *   npm run jobs -- vip [YYYY-MM-DD]
 */
const USAGE = 'usage: npm run jobs -- rebates [YYYY-MM-DD] | vip [YYYY-MM-DD]   (a Beijing day; default yesterday)';

const [command, dayArgument] = process.argv.slice(2);
const day = dayArgument ?? previousBeijingDay(Date.now());

if ((command !== 'rebates' && command !== 'vip') || !isBeijingDay(day)) {
  console.error(USAGE);
  process.exitCode = 2;
} else {
  const database = createDb(loadConfig().databaseUrl);
  try {
    await migrateToLatest(database);
    if (command === 'rebates') {
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
