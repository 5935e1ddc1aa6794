// The one-check rules: agent, rebate, activity, avatar, game.
import { describe, expect, it } from 'vitest';
import {
  messages,
  validateActivityAmount,
  validateAgentApplication,
  validateAvatarType,
  validateGameOpen,
  validateRebateClaim,
} from '../src/index.ts';

describe('validateAgentApplication', () => {
  it('checks the mobile, then the reason', () => {
    expect(validateAgentApplication({ mobile: '8613812345678', apply_info: '我有渠道' })).toBeNull();
    expect(validateAgentApplication({ mobile: '15412345678', apply_info: '' })).toBe(messages.agent.mobile);
    expect(validateAgentApplication({ mobile: '13812345678', apply_info: '  ' })).toBe(messages.agent.reasonRequired);
  });
  it('takes a reason of at most 500 characters', () => {
    expect(validateAgentApplication({ mobile: '13812345678', apply_info: '理'.repeat(500) })).toBeNull();
    expect(validateAgentApplication({ mobile: '13812345678', apply_info: '理'.repeat(501) })).toBe(messages.input.tooLong('申请理由', 500));
  });
});

describe('validateRebateClaim', () => {
  it('refuses 0 or less', () => {
    expect(validateRebateClaim(0.01)).toBeNull();
    expect(validateRebateClaim('3.5')).toBeNull();
    for (const p of [0, -1, '', null, NaN]) expect(validateRebateClaim(p)).toBe('暂无领取额度！');
  });
});

describe('validateActivityAmount', () => {
  it('digits only, positive', () => {
    expect(validateActivityAmount('100')).toBeNull();
    expect(validateActivityAmount(100)).toBeNull();
    // Judged as sent: no sign, exponent, hex, surrounding whitespace or one-element array.
    for (const a of ['', '0', '1.5', 1.5, '-1', '1e3', 'abc', null, '99999999999999999999', '0x10', '+100', '100\n', ' 100', [100]]) {
      expect(validateActivityAmount(a)).toBe(messages.activity.amountDigits);
    }
  });
});

describe('validateAvatarType', () => {
  it('accepts gif and png by MIME type or file name', () => {
    for (const v of ['image/gif', 'image/png', 'me.PNG', 'a.b.gif']) expect(validateAvatarType(v)).toBeNull();
    for (const v of ['image/jpeg', 'me.jpg', 'png', '', undefined]) {
      expect(validateAvatarType(v)).toBe(messages.avatar.invalidType);
    }
  });
});

describe('validateGameOpen', () => {
  it('needs a token', () => {
    expect(validateGameOpen('abc')).toBeNull();
    for (const t of ['', '  ', null, undefined, 1]) expect(validateGameOpen(t)).toBe('请登录！');
  });
});
