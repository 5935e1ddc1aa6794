import { describe, expect, it } from 'vitest';
import { activateDisplayLocale, LOCALES, type Locale } from '../src/i18n/index.ts';
import { fenToYuan, floorTo2, formatMoney, formatYuan, yuanToFen } from '../src/index.ts';

describe('yuanToFen', () => {
  it('converts exactly, without float drift', () => {
    expect(yuanToFen(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(yuanToFen(1.1)).toBe(110);
    expect(yuanToFen(1000.5)).toBe(100050);
    expect(yuanToFen('1000.50')).toBe(100050);
    expect(yuanToFen(' 7 ')).toBe(700);
    expect(yuanToFen(0)).toBe(0);
    expect(yuanToFen(-0)).toBe(0);
    expect(yuanToFen(-1.25)).toBe(-125); // sign kept: refusing negatives is the caller's business
  });
  it('returns null for more than 2 decimals and non-amounts', () => {
    for (const v of [1.005, '1.005', NaN, Infinity, -Infinity, '', 'abc', '1e3', 1e21, '.5', '1.', null, undefined, {}]) {
      expect(yuanToFen(v)).toBeNull();
    }
  });
});

describe('fenToYuan', () => {
  it('divides by 100 exactly', () => {
    expect(fenToYuan(29)).toBe(0.29);
    expect(fenToYuan(100050)).toBe(1000.5);
    expect(fenToYuan(0)).toBe(0);
    expect(Object.is(fenToYuan(-0), 0)).toBe(true);
  });
  it('round-trips with yuanToFen', () => {
    for (const fen of [1, 29, 99, 101, 12345678, -250]) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});

describe('formatYuan', () => {
  it('shows two decimals', () => {
    expect(formatYuan(1000.5)).toBe('1000.50');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(0.29)).toBe('0.29');
    expect(formatYuan(0.1 + 0.2)).toBe('0.30');
    expect(formatYuan(-3.1)).toBe('-3.10');
    expect(formatYuan(NaN)).toBe('0.00');
  });
});

describe('formatMoney', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(999.99)).toBe('999.99');
    expect(formatMoney(1000)).toBe('1,000.00');
    expect(formatMoney(1288888.88)).toBe('1,288,888.88');
    expect(formatMoney(100000)).toBe('100,000.00');
    expect(formatMoney(1234567890.5)).toBe('1,234,567,890.50');
  });

  it('keeps the sign, with no comma after it', () => {
    expect(formatMoney(-5)).toBe('-5.00');
    expect(formatMoney(-123.4)).toBe('-123.40');
    expect(formatMoney(-1000)).toBe('-1,000.00');
    expect(formatMoney(-1288888.88)).toBe('-1,288,888.88');
    expect(formatMoney(-0.001)).toBe('0.00'); // rounds to zero fen: no '-0.00'
  });

  it('rounds to the nearest fen, carrying into a new group', () => {
    expect(formatMoney(0.1 + 0.2)).toBe('0.30');
    expect(formatMoney(1.005)).toBe('1.01');
    expect(formatMoney(999.995)).toBe('1,000.00');
    expect(formatMoney(999999.999)).toBe('1,000,000.00');
  });

  it('shows anything not finite as 0.00', () => {
    for (const value of [NaN, Infinity, -Infinity]) expect(formatMoney(value)).toBe('0.00');
    expect(formatMoney(undefined as unknown as number)).toBe('0.00');
  });

  it('formats in the language shown, the active one by default', () => {
    for (const locale of LOCALES) expect(formatMoney(-1288888.886, locale)).toBe('-1,288,888.89');
    // A language whose Intl grouping differs shows that it is Intl at work, not a fixed pattern.
    expect(formatMoney(1288888.88, 'de' as Locale)).toBe('1.288.888,88');
    activateDisplayLocale('en');
    try {
      expect(formatMoney(1000)).toBe('1,000.00');
    } finally {
      activateDisplayLocale('zh-CN');
    }
  });
});

describe('floorTo2', () => {
  it('floors without losing a fen to float noise', () => {
    expect(floorTo2(0.29)).toBe(0.29);
    expect(floorTo2(100 / 7)).toBe(14.28);
    expect(floorTo2(0.7 * 3)).toBe(2.1); // 2.0999999999999996
    expect(floorTo2(1.999)).toBe(1.99);
    expect(floorTo2(0)).toBe(0);
    expect(floorTo2(NaN)).toBe(0);
  });
});
