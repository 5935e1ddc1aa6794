import { formatServerTime, parseServerTime } from '@lobby/contract';

/**
 * The daily jobs work in Beijing days, named 'YYYY-MM-DD' (the spec computes rebates "from 00:00 to
 * 23:59 Beijing time"). Rows keep ISO-8601 UTC instants, so a day becomes an instant range to compare.
 */
export type BeijingDay = string;

const DAY_MS = 86_400_000;
const DAY_SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in the 'YYYY-MM-DD' form ('2026-02-30' is not). */
export function isBeijingDay(text: unknown): text is BeijingDay {
  return typeof text === 'string' && DAY_SHAPE.test(text) && parseServerTime(text) !== null;
}

/** The Beijing day an instant falls on. */
export function beijingDayOf(instant: Date | number): BeijingDay {
  return formatServerTime(instant).slice(0, 10);
}

function midnightOf(day: BeijingDay): number {
  const midnight = parseServerTime(day);
  if (!midnight) throw new Error(`not a day: ${day}`);
  return midnight.getTime();
}

/** The day `days` later (earlier when negative). */
export function addDays(day: BeijingDay, days: number): BeijingDay {
  return beijingDayOf(midnightOf(day) + days * DAY_MS);
}

/**
 * True once the whole day is over in Beijing at `now`. Only such a day may be run or recorded: today's
 * rebates would be paid on part of its bets, and a future day recorded would freeze VIP changes until it.
 */
export function hasBeijingDayEnded(day: BeijingDay, now: Date | number): boolean {
  return midnightOf(day) + DAY_MS <= (typeof now === 'number' ? now : now.getTime());
}

/** The day before the one `now` falls on: what the nightly run computes. */
export function previousBeijingDay(now: Date | number = Date.now()): BeijingDay {
  return addDays(beijingDayOf(now), -1);
}

/** [start, end) of the day as ISO-8601 UTC text, the form every stamped column holds. */
export function dayBoundsIso(day: BeijingDay): [start: string, end: string] {
  const start = midnightOf(day);
  return [new Date(start).toISOString(), new Date(start + DAY_MS).toISOString()];
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: BeijingDay, to: BeijingDay): number {
  return Math.round((midnightOf(to) - midnightOf(from)) / DAY_MS);
}
