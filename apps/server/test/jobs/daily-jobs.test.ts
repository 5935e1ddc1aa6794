import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import { runDailyJobs } from '../../src/jobs/daily-jobs.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';
import { deposit, placeBet, vipOf } from './job-fixtures.ts';

const run = promisify(execFile);
const repositoryRoot = fileURLToPath(new URL('../../../..', import.meta.url));

describe('the nightly jobs and npm run jobs', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testTargets[0].create();
    await seed(database.db);
  });
  afterAll(() => database?.dispose());

  const jobs = (...args: string[]) => run('npm', ['run', '--silent', 'jobs', '--', ...args], { cwd: repositoryRoot, env: { ...process.env, DATABASE_URL: database.url } });
  const rebatesOf = (memberId: number) => database.db.selectFrom('rebates').select(['day', 'rate_bp', 'money_fen']).where('member_id', '=', memberId).execute();

  it('pay the day at the level held while betting; the promotion it earned counts from the next day', async () => {
    const { db } = database;
    const memberId = await createMember(db);
    await deposit(db, memberId, 1_000);
    await placeBet(db, memberId, { validFen: 300_000, at: '2026-07-01' });
    const result = await runDailyJobs(db, '2026-07-01');
    expect(result).toEqual({ rebates: { day: '2026-07-01', created: 1 }, vip: { day: '2026-07-01', changes: { promoted: 1 } } });
    expect(await vipOf(db, memberId)).toBe(1);
    // 3,000.00 of slots at level 0's 0.50 %, not level 1's 0.55 %.
    expect(await rebatesOf(memberId)).toEqual([{ day: '2026-07-01', rate_bp: 50, money_fen: 1_500 }]);
  });

  it('run each job for a given day from the command line, idempotently', async () => {
    const { db } = database;
    const memberId = await createMember(db);
    await deposit(db, memberId, 1_000);
    await placeBet(db, memberId, { validFen: 300_000, at: '2026-08-01' });

    expect((await jobs('rebates', '2026-08-01')).stdout).toContain('rebates for 2026-08-01: 1 new');
    expect((await jobs('rebates', '2026-08-01')).stdout).toContain('rebates for 2026-08-01: 0 new');
    expect((await jobs('vip', '2026-08-01')).stdout).toContain('"promoted":1');
    expect(await vipOf(db, memberId)).toBe(1);
    expect(await rebatesOf(memberId)).toEqual([{ day: '2026-08-01', rate_bp: 50, money_fen: 1_500 }]);
  }, 60_000);

  it('run a whole day from the command line as the night does, recorded once in daily_job_runs; one job alone records nothing', async () => {
    const { db } = database;
    const memberId = await createMember(db);
    await deposit(db, memberId, 1_000);
    await placeBet(db, memberId, { validFen: 300_000, at: '2026-09-01' });
    const runsOf = (day: string) => db.selectFrom('daily_job_runs').select(['day', 'runner']).where('day', '=', day).execute();

    await jobs('rebates', '2026-09-01');
    expect(await runsOf('2026-09-01')).toEqual([]);

    const first = (await jobs('day', '2026-09-01')).stdout;
    // The rebate was paid by the single job above; the day's run pays nothing twice and promotes the member.
    expect(first).toContain('day 2026-09-01: 0 new rebates, vip {"promoted":1}; recorded in daily_job_runs');
    expect(await runsOf('2026-09-01')).toEqual([{ day: '2026-09-01', runner: expect.stringMatching(/\/\d+ \(npm run jobs\)$/) }]);
    expect(await vipOf(db, memberId)).toBe(1);
    expect(await rebatesOf(memberId)).toEqual([{ day: '2026-09-01', rate_bp: 50, money_fen: 1_500 }]);

    expect((await jobs('day', '2026-09-01')).stdout).toContain('already recorded in daily_job_runs by an earlier run');
    expect(await runsOf('2026-09-01')).toHaveLength(1);
  }, 60_000);

  it('show the usage for an unknown job or a malformed day', async () => {
    await expect(jobs('sideways')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
    await expect(jobs('rebates', '2026-02-30')).rejects.toMatchObject({ code: 2 });
  }, 30_000);
});
