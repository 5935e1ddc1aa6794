import { beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../src/db/seed.ts';
import { addDays } from '../../src/jobs/beijing-day.ts';
import { applyVipRules } from '../../src/vip/apply-vip-rules.ts';
import { windowLastDay } from '../../src/vip/vip-rules.ts';
import { deposit, placeBet, vipOf } from '../jobs/job-fixtures.ts';
import { createMember } from '../support/ledger-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

/**
 * The VIP job over simulated days, on the seeded levels: level 1 needs 1,000 deposited and 3,000 of
 * turnover, level 2 5,000 and 15,000, level 3 20,000 and 60,000; retention is a quarter of the level's
 * turnover per 90 days (750 for level 1, 3,750 for level 2). The scenarios run in calendar order on one
 * database, as days pass in production: each runs later days than the one before.
 */
describe.each(testTargets)('the VIP job over simulated days on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
    await seed(database.db);
    return () => database.dispose();
  });

  const run = (day: string) => applyVipRules(database.db, day);
  const stateOf = (memberId: number) =>
    database.db
      .selectFrom('member_vip_state')
      .select(['level_reached_day', 'window_start_day', 'promotion_turnover_since', 'last_evaluated_day'])
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();

  it('promotes one level a day even when two are met, never skipping, once however often the day runs', { timeout: 60_000 }, async () => {
    const { db } = database;
    const member = await createMember(db);
    const shortOfTurnover = await createMember(db);
    await deposit(db, member, 6_000);
    await placeBet(db, member, { validFen: 1_600_000, at: '2026-01-05 21:00:00' });
    await deposit(db, shortOfTurnover, 6_000);
    await placeBet(db, shortOfTurnover, { validFen: 299_999, at: '2026-01-05' });

    await Promise.all(Array.from({ length: 5 }, () => run('2026-01-05')));
    expect(await vipOf(db, member)).toBe(1);
    expect(await stateOf(member)).toEqual({ level_reached_day: '2026-01-05', window_start_day: '2026-01-06', promotion_turnover_since: null, last_evaluated_day: '2026-01-05' });
    expect(await vipOf(db, shortOfTurnover)).toBe(0);

    await run('2026-01-05');
    expect(await vipOf(db, member)).toBe(1);
    await run('2026-01-06');
    expect(await vipOf(db, member)).toBe(2);
    expect(await stateOf(member)).toMatchObject({ level_reached_day: '2026-01-06', window_start_day: '2026-01-07' });
    // Level 3 needs 20,000 deposited: turnover alone does not promote.
    await run('2026-01-07');
    expect(await vipOf(db, member)).toBe(2);
    // A day earlier than one already evaluated changes nothing.
    await run('2026-01-04');
    expect(await stateOf(member)).toMatchObject({ last_evaluated_day: '2026-01-07' });
  });

  it('keeps the level when the retention turnover is met within the 90 days', { timeout: 60_000 }, async () => {
    const { db } = database;
    const member = await createMember(db);
    await deposit(db, member, 1_000);
    await placeBet(db, member, { validFen: 300_000, at: '2026-02-01' });
    await run('2026-02-01');
    expect(await vipOf(db, member)).toBe(1);

    const lastDay = windowLastDay('2026-02-02');
    await placeBet(db, member, { validFen: 75_000, at: '2026-03-15' });
    await run('2026-03-15');
    await run(lastDay);
    expect(await vipOf(db, member)).toBe(1);
    expect(await stateOf(member)).toMatchObject({ window_start_day: addDays(lastDay, 1), level_reached_day: '2026-02-01' });

    // The next window passes without a bet: down to level 0, which has no window.
    await run(windowLastDay(addDays(lastDay, 1)));
    expect(await vipOf(db, member)).toBe(0);
    expect(await stateOf(member)).toMatchObject({ window_start_day: null });
  });

  it('drops one level when the retention turnover is missed, and the lost level must be earned again', { timeout: 60_000 }, async () => {
    const { db } = database;
    const member = await createMember(db);
    await deposit(db, member, 5_000);
    await placeBet(db, member, { validFen: 1_500_000, at: '2026-06-01' });
    await run('2026-06-01');
    await run('2026-06-02');
    expect(await vipOf(db, member)).toBe(2);

    const lastDay = windowLastDay('2026-06-03');
    await placeBet(db, member, { validFen: 374_999, at: '2026-07-01' });
    await run(addDays(lastDay, -1));
    expect(await vipOf(db, member)).toBe(2);
    await run(lastDay);
    expect(await vipOf(db, member)).toBe(1);
    const dropDay = addDays(lastDay, 1);
    expect(await stateOf(member)).toMatchObject({ level_reached_day: lastDay, window_start_day: dropDay, promotion_turnover_since: dropDay });

    // The cumulative figures still meet level 2, but turnover towards it counts from the drop.
    await run(dropDay);
    expect(await vipOf(db, member)).toBe(1);
    await placeBet(db, member, { validFen: 1_500_000, at: addDays(dropDay, 1) });
    await run(addDays(dropDay, 1));
    expect(await vipOf(db, member)).toBe(2);
  });

  it("resets the retention requirement to the new level's on a promotion inside the window", { timeout: 60_000 }, async () => {
    const { db } = database;
    const member = await createMember(db);
    await deposit(db, member, 5_000);
    await placeBet(db, member, { validFen: 300_000, at: '2026-10-01' });
    await run('2026-10-01');
    expect(await vipOf(db, member)).toBe(1);

    await placeBet(db, member, { validFen: 1_200_000, at: '2026-10-20' });
    await run('2026-10-20');
    expect(await vipOf(db, member)).toBe(2);
    expect(await stateOf(member)).toMatchObject({ window_start_day: '2026-10-21' });

    // 3,000 in the new window: enough for level 1's 750, not for level 2's 3,750.
    await placeBet(db, member, { validFen: 300_000, at: '2026-10-22' });
    await run(windowLastDay('2026-10-02'));
    expect(await vipOf(db, member)).toBe(2);
    await run(windowLastDay('2026-10-21'));
    expect(await vipOf(db, member)).toBe(1);
  });
});
