import { describe, expect, it } from 'vitest';
import { messages, validatePasswordChange } from '../src/index.ts';

// password = current, paypassword = NEW (wire name kept), newpasword = confirmation
const ok = { password: 'old123', paypassword: 'new456', newpasword: 'new456' };

describe('validatePasswordChange', () => {
  it('accepts a valid change', () => {
    expect(validatePasswordChange(ok)).toBeNull();
  });

  it('applies the seven rules in order', () => {
    expect(validatePasswordChange({})).toBe(messages.password.oldRequired);
    expect(validatePasswordChange({ password: 'x' })).toBe(messages.password.newRequired);
    expect(validatePasswordChange({ password: 'x', paypassword: 'y' })).toBe(messages.password.oldLength);
    expect(validatePasswordChange({ password: 'old123', paypassword: 'y' })).toBe(messages.password.newLength);
    expect(validatePasswordChange({ ...ok, newpasword: '' })).toBe(messages.password.confirmRequired);
    expect(validatePasswordChange({ ...ok, newpasword: 'new457' })).toBe(messages.password.mismatch);
    expect(validatePasswordChange({ password: 'same12', paypassword: 'same12', newpasword: 'same12' })).toBe(
      messages.password.sameAsOld,
    );
  });

  it('uses the rendered texts', () => {
    expect(validatePasswordChange({ ...ok, newpasword: 'zzzzzz' })).toBe('两次输入的密码不一致！');
  });

  it('login passwords stop at 16 characters, payment passwords must be 6 digits', () => {
    const long = 'a'.repeat(17);
    expect(validatePasswordChange({ ...ok, paypassword: long, newpasword: long })).toBe(messages.password.newLength);
    expect(validatePasswordChange({ password: '111111', paypassword: '222222', newpasword: '222222' }, { kind: 'pay' })).toBeNull();
    expect(validatePasswordChange(ok, { kind: 'pay' })).toBe(messages.card.payPasswordSixDigits);
  });
});
