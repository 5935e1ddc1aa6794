import { BEIJING_UTC_OFFSET_HOURS } from '../constants.ts';

/** Server times are 'YYYY-MM-DD HH:mm:ss' in Beijing time (UTC+8, no daylight saving). */
const OFFSET_MS = BEIJING_UTC_OFFSET_HOURS * 3_600_000;
/**
 * The spec's 'YYYY-MM-DD HH:mm:ss', also with a 'T', fractions of a second and a zone (Z, +08:00,
 * +0800): a back end may answer ISO 8601. A time without a zone is Beijing time.
 */
const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i;

/** Milliseconds a zone suffix is ahead of UTC; Beijing's when there is none. */
function zoneOffsetMs(zone: string | undefined): number | null {
  if (zone === undefined) return OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const hours = Number(zone.slice(1, 3));
  const minutes = Number(zone.slice(-2));
  if (hours > 14 || minutes > 59) return null;
  return (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * The instant a server time names: Beijing wall clock unless it carries a zone; a date alone is
 * midnight. Null when not a real time.
 */
export function parseServerTime(text: unknown): Date | null {
  const match = typeof text === 'string' ? SERVER_TIME.exec(text.trim()) : null;
  if (!match) return null;
  const offset = zoneOffsetMs(match[7]);
  if (offset === null) return null;
  // Groups 4-6 (the time of day) are optional: a date alone is midnight.
  const part = (group: number) => Number(match[group] ?? 0);
  const [y, mo, d, h, mi, s] = [part(1), part(2), part(3), part(4), part(5), part(6)];
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(wall);
  // Refuse dates that Date.UTC silently rolls over (2024-02-30, 25:00:00).
  if (
    check.getUTCFullYear() !== y ||
    check.getUTCMonth() !== mo - 1 ||
    check.getUTCDate() !== d ||
    check.getUTCHours() !== h ||
    check.getUTCMinutes() !== mi ||
    check.getUTCSeconds() !== s
  ) {
    return null;
  }
  return new Date(wall - offset);
}

/** The Beijing wall clock of an instant, read through the UTC getters of a shifted Date. */
function beijingWall(date: Date | number): Date {
  return new Date(new Date(date).getTime() + OFFSET_MS);
}

/** 'YYYY-MM-DD HH:mm:ss' in Beijing time. */
export function formatServerTime(date: Date | number): string {
  const w = beijingWall(date);
  return (
    `${w.getUTCFullYear()}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())} ` +
    `${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`
  );
}

/**
 * 'YYYY-MM-DD' in Beijing time: the '+8 hours' shift of part 2 §9, so a date picked at local
 * midnight is not stored as the day before.
 */
export function formatBirthday(date: Date | number): string {
  return formatServerTime(date).slice(0, 10);
}

/**
 * A server time as the spec writes it ('YYYY-MM-DD HH:mm:ss', Beijing time), whatever form it came
 * in: '2024-05-01T02:00:00Z' → '2024-05-01 10:00:00'. Text that is not a time is answered unchanged.
 */
export function toBeijingTimeText(text: unknown): unknown {
  if (typeof text !== 'string' || !/\d[ T]\d/.test(text)) return text;
  const instant = parseServerTime(text);
  return instant ? formatServerTime(instant) : text;
}

