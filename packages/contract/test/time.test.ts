import { describe, expect, it } from 'vitest';
import { formatBirthday, formatServerTime, parseServerTime, toBeijingTimeText } from '../src/index.ts';

describe('parseServerTime', () => {
  it('reads Beijing wall-clock time', () => {
    expect(parseServerTime('2024-05-01 08:00:00')?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(parseServerTime('2024-05-01 00:30:00')?.toISOString()).toBe('2024-04-30T16:30:00.000Z');
    expect(parseServerTime('2024-05-01')?.toISOString()).toBe('2024-04-30T16:00:00.000Z');
  });
  it('refuses malformed or impossible times', () => {
    for (const t of ['2024-02-30 00:00:00', '2024-05-01 24:00:00', '2024/05/01', '', null, 5]) {
      expect(parseServerTime(t)).toBeNull();
    }
  });
});

describe('formatServerTime and formatBirthday', () => {
  it('write Beijing time', () => {
    expect(formatServerTime(new Date('2024-04-30T16:30:05Z'))).toBe('2024-05-01 00:30:05');
    expect(formatServerTime(parseServerTime('2024-12-31 23:59:59')!)).toBe('2024-12-31 23:59:59');
  });
  it('birthday shifts by 8 hours: UTC evening is the next Beijing day', () => {
    expect(formatBirthday(new Date('1990-05-31T16:00:00Z'))).toBe('1990-06-01');
    expect(formatBirthday(new Date('1990-05-31T15:59:59Z'))).toBe('1990-05-31');
  });
});

describe('server times in the forms a back end may answer', () => {
  it('reads a time without a zone as Beijing time, with a zone as that zone', () => {
    const beijingTen = Date.UTC(2024, 4, 1, 2, 0, 0);
    expect(parseServerTime('2024-05-01 10:00:00')?.getTime()).toBe(beijingTen);
    expect(parseServerTime('2024-05-01T10:00:00')?.getTime()).toBe(beijingTen);
    expect(parseServerTime('2024-05-01T02:00:00Z')?.getTime()).toBe(beijingTen);
    expect(parseServerTime('2024-05-01T02:00:00.123Z')?.getTime()).toBe(beijingTen);
    expect(parseServerTime('2024-05-01T10:00:00+08:00')?.getTime()).toBe(beijingTen);
    expect(parseServerTime('2024-05-01 10:00:00+0800')?.getTime()).toBe(beijingTen);
    expect(parseServerTime('2024-04-30T21:00:00-05:00')?.getTime()).toBe(beijingTen);
    expect(parseServerTime('2024-05-01T10:00:00+25:00')).toBeNull();
  });
  it('writes any of them as the spec\'s Beijing text, and leaves other text alone', () => {
    expect(toBeijingTimeText('2024-05-01T02:00:00Z')).toBe('2024-05-01 10:00:00');
    expect(toBeijingTimeText('2024-05-01T18:30:00+00:00')).toBe('2024-05-02 02:30:00');
    expect(toBeijingTimeText('2024-05-01 10:00:00')).toBe('2024-05-01 10:00:00');
    expect(toBeijingTimeText('2024-05-01')).toBe('2024-05-01');
    expect(toBeijingTimeText('')).toBe('');
    expect(toBeijingTimeText(null)).toBeNull();
  });
});
