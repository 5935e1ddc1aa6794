import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import { addDays, beijingDayOf, dayBoundsIso } from '../../src/jobs/beijing-day.ts';
import { recordDailyRun } from '../../src/jobs/daily-job-runs.ts';
import { CATCH_UP_DAYS, runDaysThrough } from '../../src/jobs/run-days-through.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';
import { placeBet } from './job-fixtures.ts';

/** A logger that keeps what it is told. */
function keptLog() {
  const lines: Array<{ message: string; fields: object }> = [];
  const keep = (fields: object, message: string) => void lines.push({ message, fields });
  return { lines, info: keep, warn: keep };
}

describe.each(testTargets)('running the days through a day on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
    await seed(database.db);
  });
  afterAll(() => database?.dispose());
  const recordedDays = async () => (await database.db.selectFrom('daily_job_runs').select('day').orderBy('day').execute()).map((row) => row.day);
  const clearRuns = () => database.db.deleteFrom('daily_job_runs').execute();

  it('runs only the day asked for on a database that never recorded one, then nothing when asked again', async () => {
    await clearRuns();
    const { db } = database;
    const memberId = await createMember(db);
    await placeBet(db, memberId, { validFen: 100_000, at: '2026-05-02' });
    await placeBet(db, memberId, { validFen: 100_000, at: '2026-05-03' });

    expect(await runDaysThrough(db, '2026-05-03', 'one/1', keptLog(), Date.now())).toEqual(['2026-05-03']);
    expect(await runDaysThrough(db, '2026-05-03', 'two/2', keptLog(), Date.now())).toEqual([]);
    expect(await recordedDays()).toEqual(['2026-05-03']);
    expect((await db.selectFrom('daily_job_runs').select('runner').executeTakeFirstOrThrow()).runner).toBe('one/1');
    // The day before the first record was not caught up: nothing says it was ever due.
    expect((await db.selectFrom('rebates').select('day').where('member_id', '=', memberId).execute()).map((row) => row.day)).toEqual(['2026-05-03']);
  });

  it('catches up the days after the last recorded one, in order, before the day asked for', async () => {
    await clearRuns();
    await recordDailyRun(database.db, '2026-06-10', 'earlier/1');
    const log = keptLog();
    expect(await runDaysThrough(database.db, '2026-06-13', 'one/1', log, Date.now())).toEqual(['2026-06-11', '2026-06-12', '2026-06-13']);
    expect(log.lines.filter((line) => line.message === 'daily jobs done').map((line) => (line.fields as { day: string }).day)).toEqual(['2026-06-11', '2026-06-12', '2026-06-13']);
    expect(await recordedDays()).toEqual(['2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13']);
  });

  it(`catches up ${CATCH_UP_DAYS} days at most and names the older ones it left`, async () => {
    await clearRuns();
    await recordDailyRun(database.db, '2026-07-01', 'earlier/1');
    const log = keptLog();
    const ran = await runDaysThrough(database.db, '2026-07-20', 'one/1', log, Date.now());
    expect(ran).toEqual(Array.from({ length: CATCH_UP_DAYS }, (_, index) => addDays('2026-07-20', index + 1 - CATCH_UP_DAYS)));
    expect(log.lines[0]).toEqual({ message: expect.stringContaining('npm run jobs'), fields: { from: '2026-07-02', to: addDays('2026-07-20', -CATCH_UP_DAYS) } });
  });

  it('neither runs nor records a day that has not ended in Beijing time, nor the days before it', async () => {
    await clearRuns();
    const { db } = database;
    const memberId = await createMember(db);
    const now = Date.now();
    const today = beijingDayOf(now);
    await recordDailyRun(db, addDays(today, -3), 'earlier/1');
    await placeBet(db, memberId, { validFen: 100_000, at: addDays(today, -1) });
    const vipBefore = await db.selectFrom('member_vip_state').selectAll().orderBy('member_id').execute();
    for (const day of [today, '2099-01-01']) {
      const log = keptLog();
      expect(await runDaysThrough(db, day, 'one/1', log, now)).toEqual([]);
      expect(log.lines).toEqual([{ message: expect.stringContaining('has not ended'), fields: { day, runner: 'one/1' } }]);
    }
    expect(await recordedDays()).toEqual([addDays(today, -3)]);
    expect(await db.selectFrom('rebates').select('day').where('member_id', '=', memberId).execute()).toEqual([]);
    expect(await db.selectFrom('member_vip_state').selectAll().orderBy('member_id').execute()).toEqual(vipBefore);
    // The day ends at the next Beijing midnight, to the millisecond.
    const midnight = Date.parse(dayBoundsIso(today)[1]);
    expect(await runDaysThrough(db, today, 'one/1', keptLog(), midnight - 1)).toEqual([]);
    expect(await runDaysThrough(db, addDays(today, -1), 'one/1', keptLog(), now)).toEqual([addDays(today, -2), addDays(today, -1)]);
  });

  it('keeps the first record of a day that two processes finished, and tells the second', async () => {
    await clearRuns();
    expect(await recordDailyRun(database.db, '2026-08-01', 'one/1')).toBe(true);
    expect(await recordDailyRun(database.db, '2026-08-01', 'two/2')).toBe(false);
    expect((await database.db.selectFrom('daily_job_runs').selectAll().execute()).map((row) => row.runner)).toEqual(['one/1']);
  });
});
