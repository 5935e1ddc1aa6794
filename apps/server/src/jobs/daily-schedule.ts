import { beijingDayOf, dayBoundsIso, previousBeijingDay, type BeijingDay } from './beijing-day.ts';

/**
 * The nightly run starts 20 minutes after Beijing midnight rather than on it: valid turnover is
 * corrected 10-15 minutes after bets settle (part 2 §1), so the last bets of the day are final by then.
 */
const DAILY_RUN_OFFSET_MS = 20 * 60_000;
const DAY_MS = 86_400_000;

/** Milliseconds from `now` to the next nightly run: today's if still ahead, else tomorrow's (no daylight saving in Beijing). */
export function msUntilNextDailyRun(now: number): number {
  const todaysRun = Date.parse(dayBoundsIso(beijingDayOf(now))[0]) + DAILY_RUN_OFFSET_MS;
  return todaysRun > now ? todaysRun - now : todaysRun + DAY_MS - now;
}

/** The latest day whose nightly run time has come: yesterday from 00:20 Beijing time, the day before until then. */
export function dueDay(now: number): BeijingDay {
  return previousBeijingDay(now - DAILY_RUN_OFFSET_MS);
}
