import { BEIJING_UTC_OFFSET_HOURS } from '../constants.ts';
import { messages } from '../messages.ts';

/**
 * Record filters (part 2 §9). The date codes 1-4 have two readings: the record pages' tabs
 * (today, yesterday, last seven days, this month) and the popup/older variant (today, last 7, 15,
 * 30 days). Default 4 in both.
 */
export type DateFilterCode = 1 | 2 | 3 | 4;
export type DateFilterReading = 'tabs' | 'days';
export const DEFAULT_DATE_FILTER: DateFilterCode = 4;

// Getters: the labels are read when shown, so they follow the member's language (i18n/activate-messages.ts).
export const DATE_FILTER_TABS: ReadonlyArray<{ code: DateFilterCode; label: string }> = [
  { code: 1, get label() { return messages.records.dateTabs[1]; } },
  { code: 2, get label() { return messages.records.dateTabs[2]; } },
  { code: 3, get label() { return messages.records.dateTabs[3]; } },
  { code: 4, get label() { return messages.records.dateTabs[4]; } },
];

/** `days`: how many Beijing days the range covers, today included. */
export const DATE_FILTER_DAYS: ReadonlyArray<{ code: DateFilterCode; label: string; days: number }> = [
  { code: 1, get label() { return messages.records.dateDays[1]; }, days: 1 },
  { code: 2, get label() { return messages.records.dateDays[2]; }, days: 7 },
  { code: 3, get label() { return messages.records.dateDays[3]; }, days: 15 },
  { code: 4, get label() { return messages.records.dateDays[4]; }, days: 30 },
];

/** A code from untrusted input ('2', 2); anything else is the default. */
function toDateFilterCode(value: unknown): DateFilterCode {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : DEFAULT_DATE_FILTER;
}

const DAY_MS = 86_400_000;
const OFFSET_MS = BEIJING_UTC_OFFSET_HOURS * 3_600_000;

/** The instant of Beijing midnight of the day `now` falls on, shifted by `days`. */
function beijingMidnight(now: number, days = 0): number {
  return Math.floor((now + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS + days * DAY_MS;
}

/**
 * The [start, end) instants a date code selects, in Beijing days. Ranges end at the next Beijing
 * midnight (today's rows are included), except 'yesterday', which ends at today's midnight.
 * An unknown code reads as the default (4).
 */
export function dateFilterRange(code: unknown, reading: DateFilterReading, now: Date | number): [Date, Date] {
  const t = new Date(now).getTime();
  const c = toDateFilterCode(code);
  const tomorrow = beijingMidnight(t, 1);
  if (reading === 'days') {
    const days = DATE_FILTER_DAYS.find((option) => option.code === c)!.days;
    return [new Date(beijingMidnight(t, 1 - days)), new Date(tomorrow)];
  }
  switch (c) {
    case 1:
      return [new Date(beijingMidnight(t)), new Date(tomorrow)];
    case 2:
      return [new Date(beijingMidnight(t, -1)), new Date(beijingMidnight(t))];
    case 3:
      return [new Date(beijingMidnight(t, -6)), new Date(tomorrow)];
    case 4: {
      const wall = new Date(t + OFFSET_MS);
      const monthStart = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1) - OFFSET_MS;
      return [new Date(monthStart), new Date(tomorrow)];
    }
  }
}

/** Transaction-record types (gettransrecord type); default 1. */
export const TRANSACTION_TYPES = { deposit: 1, withdraw: 2, transferIn: 3, transferOut: 4 } as const;
export type TransactionTypeCode = (typeof TRANSACTION_TYPES)[keyof typeof TRANSACTION_TYPES];
export const DEFAULT_TRANSACTION_TYPE: TransactionTypeCode = 1;
export const TRANSACTION_TYPE_LABELS: Readonly<Record<TransactionTypeCode, string>> = messages.records.transactionType;

/** A type from untrusted input; anything else is the default. */
export function toTransactionType(value: unknown): TransactionTypeCode {
  const n = Number(value);
  return n === 1 || n === 2 || n === 3 || n === 4 ? n : DEFAULT_TRANSACTION_TYPE;
}
