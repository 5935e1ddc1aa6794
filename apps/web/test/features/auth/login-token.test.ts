import { describe, expect, it } from 'vitest';
import { login } from '@/features/auth/api/login';
import { loginToken } from '@/features/auth/login-token';
import { ApiError } from '@/lib/errors';
import { raw, rawBody, serveCalls } from '../../support/serve-calls';

const payload = { name: 'player01', password: 'secret123', code: 'ABCD' };

describe('loginToken: every placement the spec\'s "Login response: new_api_token" allows', () => {
  it('reads data.new_api_token', () => {
    expect(loginToken({ code: 200, message: '', data: { new_api_token: 'in-data' } })).toBe('in-data');
  });
  it('reads new_api_token beside code, message and data', () => {
    expect(loginToken({ code: 200, message: '', data: null, new_api_token: 'top' })).toBe('top');
    expect(loginToken({ code: 200, message: '', new_api_token: 'top' })).toBe('top');
  });
  it('reads data.api_token, registration\'s placement', () => {
    expect(loginToken({ code: 200, message: '', data: { api_token: 'as-register' } })).toBe('as-register');
  });
  it('prefers data.new_api_token, then the top level, then data.api_token', () => {
    expect(loginToken({ new_api_token: 'top', data: { new_api_token: 'in-data', api_token: 'as-register' } })).toBe('in-data');
    expect(loginToken({ new_api_token: 'top', data: { api_token: 'as-register' } })).toBe('top');
  });
  it('skips empty or non-text values, and answers null when no placement holds a token', () => {
    expect(loginToken({ data: { new_api_token: '', api_token: 'as-register' } })).toBe('as-register');
    expect(loginToken({ new_api_token: 42, data: { new_api_token: null } })).toBeNull();
    expect(loginToken({ code: 200, message: '', data: {} })).toBeNull();
    expect(loginToken(null)).toBeNull();
  });
});

describe('login', () => {
  it('answers a token the server placed beside the envelope fields', async () => {
    serveCalls({ login_pc: rawBody({ code: 200, message: '登录成功', data: [], new_api_token: 'tok-top' }) });
    await expect(login(payload)).resolves.toBe('tok-top');
  });
  it('answers a token the server placed as data.api_token', async () => {
    serveCalls({ login_pc: raw({ api_token: 'tok-reg' }) });
    await expect(login(payload)).resolves.toBe('tok-reg');
  });
  it('refuses a success without a token with the server error text, rather than signing in with none', async () => {
    serveCalls({ login_pc: raw({}) });
    await expect(login(payload)).rejects.toEqual(new ApiError(200, '服务器异常，请稍后再试！'));
  });
  it('still refuses a failed login with the server\'s message', async () => {
    serveCalls({ login_pc: rawBody({ code: 400, message: '账号或密码错误', data: null, new_api_token: 'ignored' }) });
    await expect(login(payload)).rejects.toEqual(new ApiError(400, '账号或密码错误'));
  });
});
