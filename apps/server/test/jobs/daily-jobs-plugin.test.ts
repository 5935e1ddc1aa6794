import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { seed } from '../../src/db/seed.ts';
import { previousBeijingDay } from '../../src/jobs/beijing-day.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { testTargets } from '../support/test-database.ts';
import { placeBet } from './job-fixtures.ts';

describe('the daily-jobs plugin', () => {
  afterAll(() => vi.unstubAllEnvs());

  it('catches up yesterday when the server starts, so a night it was down is not lost', { timeout: 30_000 }, async () => {
    const database = await testTargets[0].create();
    await seed(database.db);
    const memberId = await createMember(database.db);
    await placeBet(database.db, memberId, { validFen: 100_000, at: previousBeijingDay(Date.now()) });

    vi.stubEnv('VITEST', undefined);
    const app = await buildApp({ db: database.db, webDist: '/nonexistent/web-dist' });
    await app.ready();
    vi.unstubAllEnvs();
    await vi.waitFor(async () => {
      const rows = await database.db.selectFrom('rebates').select('money_fen').where('member_id', '=', memberId).execute();
      expect(rows.map((row) => Number(row.money_fen))).toEqual([500]);
    });
    // Recorded as run, by this process (SQLite's single-process timer).
    await vi.waitFor(async () => {
      const runs = await database.db.selectFrom('daily_job_runs').selectAll().execute();
      expect(runs.map((run) => [run.day, run.runner.endsWith(`/${process.pid}`)])).toEqual([[previousBeijingDay(Date.now()), true]]);
    });
    await app.close();
    await database.dispose();
  });
});
