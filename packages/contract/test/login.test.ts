import { describe, expect, it } from 'vitest';
import { messages, validateLogin } from '../src/index.ts';

describe('validateLogin', () => {
  const ok = { name: 'abc123', password: 'secret12', code: 'aB3d' };

  it('accepts a complete form, captcha compared case-insensitively', () => {
    expect(validateLogin(ok, 'AB3D')).toBeNull();
    expect(validateLogin(ok)).toBeNull(); // the server has no image to compare with
  });

  it('checks in the spec order: credentials, captcha present, captcha match', () => {
    expect(validateLogin({ name: '', password: '', code: '' }, 'x')).toBe(messages.login.credentialsRequired);
    expect(validateLogin({ ...ok, password: '' })).toBe(messages.login.credentialsRequired);
    expect(validateLogin({ ...ok, code: '' }, 'zzzz')).toBe(messages.login.captchaRequired);
    expect(validateLogin(ok, 'zzzz')).toBe(messages.login.captchaMismatch);
  });

  it('uses the verbatim spec texts', () => {
    expect(validateLogin({})).toBe('请输入您的账号和密码！');
    expect(validateLogin({ ...ok, code: ' ' })).toBe('请输入验证码！');
    expect(validateLogin(ok, 'nope')).toBe('验证码错误！');
  });

  it('tolerates untrusted input without throwing', () => {
    expect(validateLogin(null)).toBe(messages.login.credentialsRequired);
    expect(validateLogin({ name: 123456, password: 42, code: 1234 })).toBeNull();
    expect(validateLogin({ name: {}, password: [], code: 'x' })).toBe(messages.login.credentialsRequired);
  });
});
