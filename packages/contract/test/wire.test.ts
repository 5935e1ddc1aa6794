import { describe, expect, it } from 'vitest';
import {
  columnId,
  containsNul,
  INTEGER_COLUMN_MAX,
  isWireAmount,
  isWireFlag,
  isWireInteger,
  isWireText,
  messages,
  TEXT_LIMITS,
  validateTextLength,
} from '../src/index.ts';

/** What a lenient parser (Number, Ajv's coercion) reads as a number although the spec writes none of them. */
const COERCED = ['0x10', '1e2', '+100', '100\n', ' 100', '100 ', '１００', [100], ['100'], { n: 1 }, null, true, NaN, Infinity];

describe('raw wire values', () => {
  it('takes amounts as JSON numbers or plain decimal digits, blank text left to the rules', () => {
    for (const a of [100, 0.29, -5, '100', '99.5', '100.001', '', '  ']) expect(isWireAmount(a)).toBe(true);
    for (const a of [...COERCED, '-100', '1.', '.5', '1,000']) expect(isWireAmount(a)).toBe(false);
  });

  it('takes integers the INTEGER column holds, as numbers or digits', () => {
    for (const v of [1, 0, -1, INTEGER_COLUMN_MAX, '2147483647', '']) expect(isWireInteger(v)).toBe(true);
    // A 64-bit id sent as a JSON number arrives rounded: that rounded number is what is refused.
    // eslint-disable-next-line no-loss-of-precision -- as said above
    for (const v of [2_147_483_648, '2147483648', 9_223_372_036_854_775_807, '9223372036854775808', 1e20, -2_147_483_649, '-1', ...COERCED]) {
      expect(isWireInteger(v)).toBe(false);
    }
  });

  it('reads a positive id within the column, or nothing', () => {
    expect(columnId(7)).toBe(7);
    expect(columnId('2147483647')).toBe(INTEGER_COLUMN_MAX);
    for (const v of [0, -1, 1.5, '2147483648', 2_147_483_648, '', 'abc', ...COERCED]) expect(columnId(v)).toBeUndefined();
  });

  it('takes a flag only as 0, 1, "0" or "1"', () => {
    for (const v of [0, 1, '0', '1']) expect(isWireFlag(v)).toBe(true);
    for (const v of ['0x1', [1], ' 1', '1\n', '01', 2, '', ...COERCED]) expect(isWireFlag(v)).toBe(false);
  });

  it('takes text as a string or a number, never an array or an object', () => {
    for (const v of ['x', '', 123456]) expect(isWireText(v)).toBe(true);
    for (const v of [['x'], { x: 1 }, null, true, NaN]) expect(isWireText(v)).toBe(false);
  });

  it('finds a NUL in text, nested values and keys', () => {
    expect(containsNul('a\u0000b')).toBe(true);
    expect(containsNul({ a: [1, { b: 'x\u0000' }] })).toBe(true);
    expect(containsNul({ ['k\u0000']: 1 })).toBe(true);
    for (const v of ['abc', { a: ['b', 1, null] }, 0, null, undefined]) expect(containsNul(v)).toBe(false);
  });

  it('walks a value nested 100,000 deep or 200,000 long without running out of stack', () => {
    let deep: unknown = ['x\u0000'];
    for (let level = 0; level < 100_000; level += 1) deep = level % 2 ? [deep] : { a: deep };
    expect(containsNul(deep)).toBe(true);
    expect(containsNul(Array.from({ length: 200_000 }, () => 'x'))).toBe(false);
  });

  it('names the field and its limit when text is too long', () => {
    expect(validateTextLength('x'.repeat(TEXT_LIMITS.applyInfo.max), TEXT_LIMITS.applyInfo)).toBeNull();
    expect(validateTextLength('x'.repeat(TEXT_LIMITS.applyInfo.max + 1), TEXT_LIMITS.applyInfo)).toBe(messages.input.tooLong('申请理由', 500));
    expect(validateTextLength(12345, TEXT_LIMITS.captcha)).toBeNull();
  });
});
