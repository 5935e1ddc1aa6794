import { api, messages, type UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('POST /api/login_pc on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const login = (payload: object) => post<{ new_api_token: string } | null>(context.app, api.login_pc.path, payload);
  const setMember = (account: string, changes: { isblack?: number; status?: number }) =>
    context.database.db.updateTable('members').set(changes).where('account', '=', account).execute();

  it('logs the demo member in with any letter case of the account, answering new_api_token', async () => {
    const answer = await login({ name: 'Demo888', password: 'demo8888', code: 'x1y2' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, message: messages.server.loginSuccess });
    const token = (answer.body.data as { new_api_token: string }).new_api_token;
    expect((await post<UserInfo>(context.app, api.user.path, {}, token)).body.data.username).toBe('demo888');
  });

  it.each([
    ['a missing account', { password: 'demo8888', code: 'ab12' }, messages.login.credentialsRequired],
    ['a missing password', { name: 'demo888', code: 'ab12' }, messages.login.credentialsRequired],
    ['a missing captcha', { name: 'demo888', password: 'demo8888' }, messages.login.captchaRequired],
  ])('refuses %s with the contract message', async (_, payload, message) => {
    expect((await login(payload)).body).toEqual({ code: 400, message, data: null });
  });

  it('gives one message for a wrong password and an unknown account', async () => {
    const wrongPassword = await login({ name: 'demo888', password: 'wrong1234', code: 'ab12' });
    const unknownAccount = await login({ name: 'nobody999', password: 'demo8888', code: 'ab12' });
    expect(wrongPassword.body).toEqual({ code: 400, message: messages.server.invalidCredentials, data: null });
    expect(unknownAccount.body).toEqual(wrongPassword.body);
  });

  it('refuses a blacklisted member with the spec message', async () => {
    const member = await registerMember(context.app);
    await setMember(member.account, { isblack: 1 });
    expect((await login({ name: member.account, password: member.password, code: 'ab12' })).body).toEqual({
      code: 403,
      message: '您已被设为黑名单，暂不能登录，请联系管理员！',
      data: null,
    });
  });

  it('refuses a disabled member with the spec message', async () => {
    const member = await registerMember(context.app);
    await setMember(member.account, { status: 0 });
    expect((await login({ name: member.account, password: member.password, code: 'ab12' })).body).toEqual({
      code: 403,
      message: '该用户已被禁用，请联系管理员！',
      data: null,
    });
  });

  it('refuses even the right password after 5 failures on the account from this address (HTTP 200, code 429)', async () => {
    const member = await registerMember(context.app);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login({ name: member.account, password: 'wrong1234', code: 'ab12' })).body.message).toBe(messages.server.invalidCredentials);
    }
    const refused = await login({ name: member.account.toUpperCase(), password: member.password, code: 'ab12' });
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ code: 429, message: messages.server.tooManyAttempts, data: null });
  });
});
