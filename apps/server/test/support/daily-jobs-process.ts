/**
 * One server process of the several-processes test (jobs/several-processes.test.ts), run as
 * `node --import tsx` in a child process: the whole app as main.ts builds it, on DATABASE_URL, minus
 * listening, with the daily jobs' clock read from CLOCK_FILE (the test moves it through the days) and
 * pg-boss's timings shortened so that a takeover takes seconds, not half an hour. Logs pino's JSON lines.
 */
import { readFileSync } from 'node:fs';
import { buildApp } from '../../src/app.ts';
import { createDb } from '../../src/db/connect.ts';

const databaseUrl = process.env.DATABASE_URL;
const clockFile = process.env.CLOCK_FILE;
if (!databaseUrl || !clockFile) throw new Error('DATABASE_URL and CLOCK_FILE must be set');

const database = createDb(databaseUrl);
const app = await buildApp({
  db: database.db,
  logger: { level: 'info' },
  webDist: '/nonexistent/web-dist',
  dailyJobs: {
    databaseUrl,
    clock: () => Date.parse(readFileSync(clockFile, 'utf8')),
    tickMs: 100,
    queueTimings: { expireInSeconds: 4, retryLimit: 5, retryDelaySeconds: 0, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
  },
});
process.once('SIGTERM', () => {
  void app.close().then(() => database.destroy()).then(() => process.exit(0));
});
await app.ready();
app.log.info('jobs process ready');
