import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { seed } from '../../src/db/seed.ts';
import { nowIso } from '../../src/db/time.ts';
import { addDays } from '../../src/jobs/beijing-day.ts';
import { queueSchemaOf } from '../../src/jobs/daily-jobs-queue.ts';
import { runDailyJobs } from '../../src/jobs/daily-jobs.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { dropPostgresSchema, TEST_POSTGRES_URL, testTargets, type TestDatabase } from '../support/test-database.ts';
import { beijing, deposit, placeBet } from './job-fixtures.ts';
import { startJobsProcess, stopJobsProcess, waitForReady, waitUntil, type JobsProcess } from './jobs-process.ts';

const DAYS = 30;
const FIRST_DAY = '2026-03-01';
const MEMBERS = 3;
/**
 * Days (by index) whose run is held on a table lock until its process is SIGKILLed: at the rebates
 * insert (nothing of the day written yet), and at the record of the finished day (rebates and VIP
 * written, the day not recorded: the retry must pay nothing again).
 */
const KILLS = new Map<number, 'rebates' | 'daily_job_runs'>([
  [7, 'rebates'],
  [20, 'daily_job_runs'],
]);
/** A night every server was down: the clock jumps over it, and the next day's run catches it up first. */
const DARK_NIGHT = 13;

const dayAt = (index: number) => addDays(FIRST_DAY, index);
const runnerOf = (jobs: JobsProcess) => `${hostname()}/${jobs.pid}`;

/** Members betting every day (member 0 with a deposit, so the VIP job promotes and keeps it). */
async function fixture(db: Kysely<Database>): Promise<number[]> {
  await seed(db);
  const memberIds: number[] = [];
  for (let member = 0; member < MEMBERS; member += 1) memberIds.push(await createMember(db));
  await deposit(db, memberIds[0]!, 1_000);
  for (let index = 0; index < DAYS; index += 1) {
    for (const [member, memberId] of memberIds.entries()) {
      await placeBet(db, memberId, { validFen: 100_000 * (member + 1) + 1_000 * index, at: dayAt(index) });
    }
  }
  return memberIds;
}

/** Rebates and VIP levels with members named by their place in the fixture, to compare two databases. */
async function outcome(db: Kysely<Database>, memberIds: number[]) {
  const rebates = await db.selectFrom('rebates').select(['member_id', 'day', 'valid_bet_fen', 'rate_bp', 'money_fen']).orderBy('member_id').orderBy('day').execute();
  const members = await db.selectFrom('members').select(['id', 'vip']).where('id', 'in', memberIds).orderBy('id').execute();
  return {
    rebates: rebates.map(({ member_id, ...rest }) => ({ member: memberIds.indexOf(member_id), ...rest })),
    vip: members.map((member) => ({ member: memberIds.indexOf(member.id), vip: member.vip })),
  };
}

/** The server reads the test schema through the URL alone: `options=-c search_path=<schema>`. */
function urlOfSchema(schema: string): string {
  const url = new URL(TEST_POSTGRES_URL);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/**
 * Three server processes (the whole app with its daily jobs, test/support/daily-jobs-process.ts) on one
 * fresh PostgreSQL database, driven through 30 Beijing days by a simulated clock they all read. Twice a
 * process is SIGKILLed in the middle of a day's run and another takes the day over; once the clock
 * jumps a night. Every day must be run and recorded exactly once, and the rebates and VIP levels must be
 * exactly those of one process running the 30 days in order on a database of its own.
 */
describe('the daily jobs on three processes sharing one PostgreSQL database', () => {
  const target = testTargets[1];
  if (skipWhenUnavailable(target)) return;
  const everyProcess: JobsProcess[] = [];
  let database: TestDatabase | undefined;
  let reference: TestDatabase | undefined;
  let clockFolder: string | undefined;

  afterAll(async () => {
    await Promise.all(everyProcess.map((jobs) => stopJobsProcess(jobs, true)));
    if (database?.schema) await dropPostgresSchema(queueSchemaOf(database.schema));
    await database?.dispose();
    await reference?.dispose();
    if (clockFolder) rmSync(clockFolder, { recursive: true, force: true });
  });

  it('run each of 30 Beijing days exactly once, in order, though processes die mid-run and a night is missed', { timeout: 120_000 }, async () => {
    database = await target.create();
    const { db, schema } = database;
    if (!schema) throw new Error('a PostgreSQL test database has a schema');
    const memberIds = await fixture(db);

    clockFolder = mkdtempSync(join(tmpdir(), 'lobby-clock-'));
    const clockFile = join(clockFolder, 'now');
    // Written whole, then renamed: a process never reads half an instant.
    const setClock = (instant: Date) => {
      writeFileSync(`${clockFile}.next`, instant.toISOString());
      renameSync(`${clockFile}.next`, clockFile);
    };
    const morningAfter = (day: string) => beijing(`${addDays(day, 1)} 00:30:00`);

    // The night before the first day was run before the test: the processes start with nothing due.
    await db.insertInto('daily_job_runs').values({ day: addDays(FIRST_DAY, -1), finished_at: nowIso(), runner: 'before the test' }).execute();
    setClock(morningAfter(addDays(FIRST_DAY, -1)));
    const environment = { DATABASE_URL: urlOfSchema(schema), CLOCK_FILE: clockFile };
    const live: JobsProcess[] = [];
    const start = () => {
      const jobs = startJobsProcess(environment);
      everyProcess.push(jobs);
      live.push(jobs);
      return jobs;
    };
    for (let count = 0; count < 3; count += 1) start();
    await Promise.all(live.map(waitForReady));

    const recorded = (day: string) =>
      waitUntil(`${day} to be recorded`, () => db.selectFrom('daily_job_runs').select(['day', 'runner']).where('day', '=', day).executeTakeFirst());
    const killed = new Map<string, string>();

    async function killDuring(day: string, table: 'rebates' | 'daily_job_runs'): Promise<void> {
      const blocker = new pg.Client({ connectionString: TEST_POSTGRES_URL });
      await blocker.connect();
      try {
        await blocker.query('begin');
        await blocker.query(`lock table ${schema}.${table} in exclusive mode`);
        setClock(morningAfter(day));
        const blockedQuery = 'select pid from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))';
        await waitUntil(`the run of ${day} to wait on ${table}`, async () => ((await blocker.query(blockedQuery)).rowCount ? true : undefined));
        const victim = await waitUntil(`the process running ${day}`, () =>
          live.find((jobs) => jobs.lines().some((line) => line.msg === 'daily jobs started' && line.day === day)),
        );
        await stopJobsProcess(victim, false);
        killed.set(day, runnerOf(victim));
        live.splice(live.indexOf(victim), 1);
        // The dead process's statement still waits in PostgreSQL; a dead machine's would end when its
        // connection times out. End it now, as that would, before the lock is released.
        await blocker.query(`select pg_terminate_backend(pid) from pg_stat_activity where pg_backend_pid() = any(pg_blocking_pids(pid))`);
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      // The dead process is replaced, as a supervisor would; the day is taken over meanwhile.
      const replacement = start();
      const run = await recorded(day);
      expect(run.runner).not.toBe(killed.get(day));
      await waitForReady(replacement);
    }

    for (let index = 0; index < DAYS; index += 1) {
      if (index === DARK_NIGHT) continue;
      const day = dayAt(index);
      const table = KILLS.get(index);
      if (table) {
        await killDuring(day, table);
      } else {
        setClock(morningAfter(day));
        await recorded(day);
      }
    }

    const days = Array.from({ length: DAYS }, (_, index) => dayAt(index));
    const runs = await db.selectFrom('daily_job_runs').selectAll().where('day', '>=', FIRST_DAY).orderBy('day').execute();
    expect(runs.map((run) => run.day)).toEqual(days);
    // Recorded in the order of the days.
    expect(runs.map((run) => run.finished_at)).toEqual([...runs.map((run) => run.finished_at)].sort());
    expect(new Set(runs.map((run) => run.runner)).size).toBeGreaterThan(1);

    // Every process's log, the killed ones' too: each day said "done" once, by the runner recorded.
    const lines = everyProcess.flatMap((jobs) => jobs.lines());
    const done = lines.filter((line) => line.msg === 'daily jobs done');
    expect(done.map((line) => line.day).sort()).toEqual(days);
    for (const run of runs) expect(done.find((line) => line.day === run.day)?.runner).toBe(run.runner);
    // The day killed before it wrote anything paid every member in the run that took it over; the day
    // killed after paying, before its record, paid nobody again.
    const doneOf = (index: number) => done.find((line) => line.day === dayAt(index))!;
    expect(killed.size).toBe(KILLS.size);
    expect(doneOf(7).rebatesCreated).toBe(MEMBERS);
    expect(doneOf(20).rebatesCreated).toBe(0);
    // The dark night was caught up by the next day's run, first.
    expect(doneOf(DARK_NIGHT).runner).toBe(doneOf(DARK_NIGHT + 1).runner);

    // One pg-boss job per day asked for (three processes asked for each), all completed; only the killed days retried.
    const { rows: jobs } = await sql<{ state: string; retry_count: number; data: { day: string } }>`
      select state, retry_count, data from ${sql.table(`${queueSchemaOf(schema)}.job`)} where name = 'daily-jobs'`.execute(db);
    expect(jobs.map((job) => job.data.day).sort()).toEqual(days.filter((day) => day !== dayAt(DARK_NIGHT)));
    expect(jobs.every((job) => job.state === 'completed')).toBe(true);
    expect(jobs.filter((job) => job.retry_count > 0).map((job) => job.data.day).sort()).toEqual([...killed.keys()].sort());

    // Rebates once per member and day, and VIP levels, exactly as one process running the days in order.
    expect((await outcome(db, memberIds)).rebates).toHaveLength(MEMBERS * DAYS);
    reference = await testTargets[0].create();
    const referenceIds = await fixture(reference.db);
    for (const day of days) await runDailyJobs(reference.db, day);
    expect(await outcome(db, memberIds)).toEqual(await outcome(reference.db, referenceIds));
  });
});
