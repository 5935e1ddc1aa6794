import { describe, expect, it } from 'vitest';
import { EARLIEST_BIRTHDAY, isBirthday, isBirthdayInRange, isEmail, isMainlandMobile, messages, validateProfile } from '../src/index.ts';

describe('isMainlandMobile', () => {
  it('accepts the listed ranges', () => {
    for (const n of ['13812345678', '15012345678', '15512345678', '17612345678', '17712345678', '17812345678']) {
      expect(isMainlandMobile(n)).toBe(true);
    }
    for (const n of ['18912345678', '14512345678', '14712345678']) expect(isMainlandMobile(n)).toBe(true);
  });

  it('accepts the optional prefixes 0, 86 and 17951', () => {
    for (const n of ['013812345678', '8613812345678', '1795113812345678']) expect(isMainlandMobile(n)).toBe(true);
  });

  it('rejects 154, 144, 146, 179, wrong lengths and junk', () => {
    for (const n of ['15412345678', '14412345678', '14612345678', '17912345678', '16612345678']) {
      expect(isMainlandMobile(n)).toBe(false);
    }
    // 12 digits: no prefix makes it valid (1 is not a prefix)
    for (const n of ['138123456789', '1381234567', '+8613812345678', '', null, 13812345678.5]) {
      expect(isMainlandMobile(n)).toBe(false);
    }
    expect(isMainlandMobile(13812345678)).toBe(true); // a JSON number is read as its digits
  });
});

describe('isEmail', () => {
  it('accepts usual addresses with a 2-4 letter TLD', () => {
    for (const e of ['a@b.cn', 'first.last+tag@mail.example.com', 'x_y@qq.info']) expect(isEmail(e)).toBe(true);
  });
  it('rejects others', () => {
    for (const e of ['a@b.c', 'a@b.museum', 'a@b', '@b.cn', 'a b@c.cn', 'a@b.c1']) expect(isEmail(e)).toBe(false);
  });
});

describe('isBirthday', () => {
  it('needs YYYY-MM-DD naming a real day', () => {
    expect(isBirthday('1990-02-28')).toBe(true);
    expect(isBirthday('2000-02-29')).toBe(true);
    for (const d of ['1990-02-30', '1990-13-01', '1990-1-01', '19900101', '', undefined]) expect(isBirthday(d)).toBe(false);
  });
});

describe('validateProfile', () => {
  const ok = { mobile: '13812345678', email: 'a@b.cn', birthday: '1990-01-01' };
  it('checks mobile, email, birthday in that order', () => {
    expect(validateProfile(ok)).toBeNull();
    expect(validateProfile({ mobile: '1', email: 'x', birthday: 'y' })).toBe(messages.profile.mobile);
    expect(validateProfile({ ...ok, email: 'x', birthday: 'y' })).toBe(messages.profile.email);
    expect(validateProfile({ ...ok, birthday: '1990/01/01' })).toBe(messages.profile.birthday);
  });
});

describe('isBirthdayInRange', () => {
  // 2026-03-01 00:30 in Beijing is still 2026-02-28 in UTC: the day is Beijing's.
  const now = Date.UTC(2026, 1, 28, 16, 30);
  it('takes 1980-01-01 to today in Beijing time, inclusive', () => {
    for (const d of ['1980-01-01', '1999-12-31', '2026-03-01']) expect(isBirthdayInRange(d, now)).toBe(true);
    for (const d of ['1979-12-31', '1970-01-01', '2026-03-02', '2999-01-01', '2026-02-30', '']) expect(isBirthdayInRange(d, now)).toBe(false);
  });
  it('gives validateProfile its own message for a real date outside the range', () => {
    const ok = { mobile: '13812345678', email: 'a@b.cn' };
    expect(validateProfile({ ...ok, birthday: '1979-12-31' }, now)).toBe(messages.input.birthdayRange(EARLIEST_BIRTHDAY));
    expect(validateProfile({ ...ok, birthday: '2026-03-02' }, now)).toBe(messages.input.birthdayRange(EARLIEST_BIRTHDAY));
    expect(validateProfile({ ...ok, birthday: '2026-03-01' }, now)).toBeNull();
  });
});
