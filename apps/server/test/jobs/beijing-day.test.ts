import { describe, expect, it } from 'vitest';
import { addDays, beijingDayOf, dayBoundsIso, daysBetween, hasBeijingDayEnded, isBeijingDay, previousBeijingDay } from '../../src/jobs/beijing-day.ts';
import { msUntilNextDailyRun } from '../../src/jobs/daily-schedule.ts';
import { dailyJobsEnabled } from '../../src/plugins/app/daily-jobs.ts';
import { beijing } from './job-fixtures.ts';

describe('Beijing days', () => {
  it('name the day an instant falls on in Beijing, not in UTC', () => {
    expect(beijingDayOf(new Date('2026-03-09T16:00:00Z'))).toBe('2026-03-10');
    expect(beijingDayOf(new Date('2026-03-09T15:59:59Z'))).toBe('2026-03-09');
    expect(previousBeijingDay(new Date('2026-03-01T00:30:00Z'))).toBe('2026-02-28');
  });

  it('end at the next Beijing midnight, not UTC midnight', () => {
    expect(hasBeijingDayEnded('2026-03-09', new Date('2026-03-09T15:59:59.999Z'))).toBe(false);
    expect(hasBeijingDayEnded('2026-03-09', new Date('2026-03-09T16:00:00.000Z'))).toBe(true);
    expect(hasBeijingDayEnded('2099-01-01', Date.parse('2026-03-09T16:00:00Z'))).toBe(false);
  });

  it('turn a day into its UTC instant range and count across months', () => {
    expect(dayBoundsIso('2026-03-10')).toEqual(['2026-03-09T16:00:00.000Z', '2026-03-10T16:00:00.000Z']);
    expect(addDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
    expect(daysBetween('2026-02-02', '2026-05-02')).toBe(89);
  });

  it('accept only real days', () => {
    expect(isBeijingDay('2026-02-28')).toBe(true);
    expect(['2026-02-30', '2026-2-1', '20260201', '', undefined].some(isBeijingDay)).toBe(false);
  });
});

describe('the nightly schedule', () => {
  it('runs at 00:20 Beijing time: later today when still ahead, else tomorrow', () => {
    expect(msUntilNextDailyRun(beijing('2026-03-10 00:00:00').getTime())).toBe(20 * 60_000);
    expect(msUntilNextDailyRun(beijing('2026-03-10 00:20:00').getTime())).toBe(86_400_000);
    expect(msUntilNextDailyRun(beijing('2026-03-10 23:50:00').getTime())).toBe(30 * 60_000);
  });

  it('is off with DAILY_JOBS=off and under Vitest', () => {
    expect(dailyJobsEnabled({})).toBe(true);
    expect(dailyJobsEnabled({ DAILY_JOBS: 'off' })).toBe(false);
    expect(dailyJobsEnabled({ VITEST: 'true' })).toBe(false);
    expect(dailyJobsEnabled()).toBe(false);
  });
});
