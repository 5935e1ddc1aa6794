/**
 * The pg-boss queue never runs or records a Beijing day that has not ended: enqueue refuses it, and a
 * job for it that reaches the worker anyway (sent by hand, or by a process with a clock ahead) does nothing.
 */
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import { beijingDayOf, previousBeijingDay } from '../../src/jobs/beijing-day.ts';
import { queueSchemaOf, startDailyJobsQueue, type DailyJobsQueue } from '../../src/jobs/daily-jobs-queue.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { dropPostgresSchema, TEST_POSTGRES_URL, testTargets, type TestDatabase } from '../support/test-database.ts';
import { placeBet } from './job-fixtures.ts';
import { waitUntil } from './jobs-process.ts';

const postgres = testTargets[1];
const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };
const fast = { expireInSeconds: 60, retryLimit: 0, retryDelaySeconds: 1, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 60 };

describe('the daily-jobs queue on postgres', () => {
  if (skipWhenUnavailable(postgres)) return;
  let database: TestDatabase | undefined;
  let queue: DailyJobsQueue | undefined;
  let sender: PgBoss | undefined;
  afterAll(async () => {
    await sender?.stop({ graceful: false, wait: true });
    await queue?.stop();
    if (database?.schema) await dropPostgresSchema(queueSchemaOf(database.schema));
    await database?.dispose();
  });

  it('refuses to queue today or a future day, and its worker runs none it is handed', { timeout: 60_000 }, async () => {
    database = await postgres.create();
    const { db, schema } = database;
    await seed(db);
    const memberId = await createMember(db);
    const yesterday = previousBeijingDay(Date.now());
    await placeBet(db, memberId, { validFen: 100_000, at: yesterday });
    queue = await startDailyJobsQueue({ db, databaseUrl: TEST_POSTGRES_URL, runner: 'test/1', log: silent, timings: fast, clock: Date.now });

    expect(await queue.enqueue(beijingDayOf(Date.now()))).toBe(false);
    expect(await queue.enqueue('2099-01-01')).toBe(false);

    // A job for a future day put on the queue past enqueue: the worker completes it without running it.
    sender = new PgBoss({ connectionString: TEST_POSTGRES_URL, schema: queueSchemaOf(schema!), max: 1, supervise: false, schedule: false });
    await sender.start();
    const id = await sender.send('daily-jobs', { day: '2099-01-01' });
    expect(id).not.toBeNull();
    await waitUntil('the 2099 job to be done', async () => {
      const job = await sender!.getJobById('daily-jobs', id!);
      return job && ['completed', 'failed'].includes(job.state) ? job : undefined;
    });
    expect(await db.selectFrom('daily_job_runs').select('day').execute()).toEqual([]);
    expect(await db.selectFrom('rebates').select('day').where('member_id', '=', memberId).execute()).toEqual([]);

    // Yesterday is over: queued and run, so the worker above was listening.
    expect(await queue.enqueue(yesterday)).toBe(true);
    await waitUntil('yesterday to be recorded', () => db.selectFrom('daily_job_runs').select('day').where('day', '=', yesterday).executeTakeFirst());
    expect(await db.selectFrom('rebates').select('day').where('member_id', '=', memberId).execute()).toEqual([{ day: yesterday }]);
  });
});
