import { describe, expect, it } from 'vitest';
import {
  DATE_FILTER_DAYS,
  DATE_FILTER_TABS,
  dateFilterRange,
  DEFAULT_DATE_FILTER,
  DEFAULT_TRANSACTION_TYPE,
  formatServerTime,
  parseServerTime,
  toTransactionType,
  TRANSACTION_TYPES,
} from '../src/index.ts';

// 2024-05-15 00:30 in Beijing is still 2024-05-14 in UTC: the ranges must follow Beijing days.
const now = parseServerTime('2024-05-15 00:30:00')!;
const range = (code: unknown, reading: 'tabs' | 'days'): string[] =>
  dateFilterRange(code, reading, now).map((d) => formatServerTime(d));

describe('date filter codes', () => {
  it('lists both readings with default 4', () => {
    expect(DATE_FILTER_TABS.map((t) => t.label)).toEqual(['今天', '昨天', '近七天', '本月']);
    expect(DATE_FILTER_DAYS.map((t) => t.days)).toEqual([1, 7, 15, 30]);
    expect(DEFAULT_DATE_FILTER).toBe(4);
  });

  it('tabs: today, yesterday, last seven days, this month', () => {
    expect(range(1, 'tabs')).toEqual(['2024-05-15 00:00:00', '2024-05-16 00:00:00']);
    expect(range(2, 'tabs')).toEqual(['2024-05-14 00:00:00', '2024-05-15 00:00:00']);
    expect(range(3, 'tabs')).toEqual(['2024-05-09 00:00:00', '2024-05-16 00:00:00']);
    expect(range(4, 'tabs')).toEqual(['2024-05-01 00:00:00', '2024-05-16 00:00:00']);
  });

  it('days: today, last 7, 15, 30 days, today included', () => {
    expect(range(1, 'days')).toEqual(['2024-05-15 00:00:00', '2024-05-16 00:00:00']);
    expect(range(2, 'days')).toEqual(['2024-05-09 00:00:00', '2024-05-16 00:00:00']);
    expect(range(3, 'days')).toEqual(['2024-05-01 00:00:00', '2024-05-16 00:00:00']);
    expect(range(4, 'days')).toEqual(['2024-04-16 00:00:00', '2024-05-16 00:00:00']);
  });

  it('reads an unknown code as the default', () => {
    expect(range('x', 'days')).toEqual(range(4, 'days'));
    expect(range('2', 'tabs')).toEqual(range(2, 'tabs'));
  });
});

describe('transaction types', () => {
  it('1 deposit, 2 withdraw, 3 transfer-in, 4 transfer-out; default 1', () => {
    expect(TRANSACTION_TYPES).toEqual({ deposit: 1, withdraw: 2, transferIn: 3, transferOut: 4 });
    expect(DEFAULT_TRANSACTION_TYPE).toBe(1);
    expect(toTransactionType('3')).toBe(3);
    expect(toTransactionType(9)).toBe(1);
  });
});
