import { describe, expect, it } from 'vitest';
import { isBirthday, isEmail, isMainlandMobile, messages, validateProfile } from '../src/index.ts';

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
