import { describe, expect, it } from 'vitest';
import { messages, validateRegistrationForm, validateRegistrationPayload } from '../src/index.ts';

const valid = {
  name: 'user01',
  password: 'abcd1234',
  confirmPass: 'abcd1234',
  realname: '张三',
  paypassword: '123456',
  code: 'Ab12',
};

describe('validateRegistrationPayload', () => {
  it('accepts a valid payload', () => {
    expect(validateRegistrationPayload(valid)).toBeNull();
  });

  it('account: 6-10 letters and digits containing both', () => {
    for (const name of ['abc12', 'abcdefghij1', 'abcdefg', '1234567', 'abc_123', '']) {
      expect(validateRegistrationPayload({ ...valid, name })).toBe(messages.register.account);
    }
    for (const name of ['abc123', 'A1b2C3d4e5']) expect(validateRegistrationPayload({ ...valid, name })).toBeNull();
  });

  it('password: at least 8 letters and digits containing both', () => {
    for (const password of ['abc1234', 'abcdefgh', '12345678', 'abcd 1234']) {
      expect(validateRegistrationPayload({ ...valid, password, confirmPass: password })).toBe(
        messages.register.password,
      );
    }
  });

  it('confirmation must equal the password', () => {
    expect(validateRegistrationPayload({ ...valid, confirmPass: 'abcd12345' })).toBe(messages.register.confirmMismatch);
  });

  it('real name: letters of any script, dots, ampersand, single spaces', () => {
    for (const realname of ['张三', '约翰·史密斯', 'John Smith', 'J. R. R. Tolkien', 'Tom&Jerry', 'Nguyễn Văn A']) {
      expect(validateRegistrationPayload({ ...valid, realname })).toBeNull();
    }
    for (const realname of ['', '张3', 'John  Smith', ' John', '...', 'a_b', 'x'.repeat(51)]) {
      expect(validateRegistrationPayload({ ...valid, realname })).toBe(messages.register.realname);
    }
  });

  it('payment password: exactly 6 digits', () => {
    for (const paypassword of ['12345', '1234567', 'abcdef', 123456.5]) {
      expect(validateRegistrationPayload({ ...valid, paypassword })).toBe(messages.register.payPassword);
    }
    expect(validateRegistrationPayload({ ...valid, paypassword: 123456 })).toBeNull();
  });

  it('captcha: at least 4 letters or digits', () => {
    expect(validateRegistrationPayload({ ...valid, code: 'ab1' })).toBe(messages.register.captcha);
    expect(validateRegistrationPayload({ ...valid, code: undefined })).toBe(messages.register.captcha);
  });

  it('reports the first failure in the spec order', () => {
    expect(validateRegistrationPayload({})).toBe(messages.register.account);
    expect(validateRegistrationPayload({ ...valid, password: 'x', realname: '', code: '' })).toBe(
      messages.register.password,
    );
    expect(validateRegistrationPayload({ ...valid, realname: '', paypassword: '' })).toBe(messages.register.realname);
  });
});

describe('validateRegistrationForm', () => {
  it('accepts the form with the matching captcha and the agreement', () => {
    expect(validateRegistrationForm({ ...valid, agreed: true }, 'aB12')).toBeNull();
  });

  it('checks the captcha match at the captcha step, then the agreement last', () => {
    expect(validateRegistrationForm({ ...valid, agreed: false }, 'zzzz')).toBe(messages.register.captcha);
    expect(validateRegistrationForm({ ...valid, agreed: false }, 'ab12')).toBe(messages.register.agreement);
    expect(validateRegistrationForm({ ...valid, paypassword: '1', agreed: false }, 'zzzz')).toBe(
      messages.register.payPassword,
    );
  });
});
