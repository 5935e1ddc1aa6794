/**
 * `npm run jobs` runs only Beijing days that are over: today recorded as done would be skipped by the
 * night with its rebates paid on part of its bets, and a future day would freeze members' VIP changes.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import { beijingDayOf, previousBeijingDay } from '../../src/jobs/beijing-day.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { TEST_POSTGRES_URL, testTargets, type TestDatabase } from '../support/test-database.ts';
import { placeBet } from '../jobs/job-fixtures.ts';

const run = promisify(execFile);
const serverRoot = fileURLToPath(new URL('../..', import.meta.url));

/** The URL the CLI reaches the suite's database by: PostgreSQL's names the test schema. */
function urlOf(database: TestDatabase): string {
  if (!database.schema) return database.url;
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${database.schema}`);
  return url.toString();
}

describe.each(testTargets)('npm run jobs on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  let memberId: number;
  beforeAll(async () => {
    database = await target.create();
    await seed(database.db);
    memberId = await createMember(database.db);
    const today = beijingDayOf(Date.now());
    for (const day of [previousBeijingDay(Date.now()), today]) await placeBet(database.db, memberId, { validFen: 100_000, at: day });
  });
  afterAll(() => database?.dispose());

  const jobs = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'src/cli/jobs.ts', ...args], { cwd: serverRoot, env: { ...process.env, DATABASE_URL: urlOf(database) } });
  const written = async () => ({
    runs: await database.db.selectFrom('daily_job_runs').select('day').orderBy('day').execute(),
    rebates: await database.db.selectFrom('rebates').select(['member_id', 'day', 'money_fen']).orderBy('id').execute(),
    vip: await database.db.selectFrom('member_vip_state').selectAll().orderBy('member_id').execute(),
  });

  it('refuses today and a future day with exit code 2 and writes nothing, for every command', async () => {
    const before = await written();
    for (const day of [beijingDayOf(Date.now()), '2099-01-01']) {
      for (const command of ['day', 'rebates', 'vip']) {
        await expect(jobs(command, day)).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining(`${day} has not ended`) });
      }
    }
    expect(await written()).toEqual(before);
  }, 60_000);

  it('still runs and records yesterday', async () => {
    const yesterday = previousBeijingDay(Date.now());
    const { stdout } = await jobs('day', yesterday);
    expect(stdout).toContain(`day ${yesterday}`);
    const after = await written();
    expect(after.runs.map((row) => row.day)).toEqual([yesterday]);
    expect(after.rebates.map((row) => [row.member_id, row.day])).toEqual([[memberId, yesterday]]);
  }, 60_000);
});
