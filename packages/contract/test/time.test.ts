import { describe, expect, it } from 'vitest';
import { activateDisplayLocale } from '../src/i18n/index.ts';
import { formatBirthday, formatDisplayTime, formatServerTime, parseServerTime, toBeijingTimeText } from '../src/index.ts';

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

describe('formatDisplayTime', () => {
  it('keeps the spec\'s text in zh-CN, whatever form the server sent', () => {
    expect(formatDisplayTime('2026-11-24 12:05:06', 'zh-CN')).toBe('2026-11-24 12:05:06');
    expect(formatDisplayTime('2026-11-24T04:05:06Z', 'zh-CN')).toBe('2026-11-24 12:05:06');
    expect(formatDisplayTime('2026-11-24', 'zh-CN')).toBe('2026-11-24');
  });

  it('writes the same Beijing wall clock the way each language does', () => {
    expect(formatDisplayTime('2026-11-24 12:05:06', 'zh-TW')).toBe('2026/11/24 12:05:06');
    expect(formatDisplayTime('2026-11-24 00:05:06', 'en')).toBe('Nov 24, 2026, 00:05:06');
    expect(formatDisplayTime('2026-11-24T16:05:06Z', 'en')).toBe('Nov 25, 2026, 00:05:06');
    expect(formatDisplayTime('2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatDisplayTime('2026-11-24', 'zh-TW')).toBe('2026/11/24');
  });

  it('follows the active language and shows what is not a time as sent', () => {
    activateDisplayLocale('zh-TW');
    try {
      expect(formatDisplayTime('2026-01-02 03:04:05')).toBe('2026/01/02 03:04:05');
    } finally {
      activateDisplayLocale('zh-CN');
    }
    expect(formatDisplayTime('昨天', 'en')).toBe('昨天');
    expect(formatDisplayTime('2024-02-30 10:00:00', 'en')).toBe('2024-02-30 10:00:00');
    expect(formatDisplayTime(undefined, 'en')).toBe('');
  });
});
