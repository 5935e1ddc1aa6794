import { api, messages, type UserInfo } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { findMemberByAccount } from '../../../../src/members/members-repository.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, registration, uniqueAccount, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('POST /api/register on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const register = (payload: object) => post<{ api_token: string } | null>(context.app, api.register.path, payload);

  it('creates the member and main wallet and answers a working api_token', async () => {
    const payload = registration({ realname: 'John Smith' });
    const answer = await register(payload);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, message: messages.server.registerSuccess });
    const token = (answer.body.data as { api_token: string }).api_token;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const user = await post<UserInfo>(context.app, api.user.path, {}, token);
    expect(user.body.data).toMatchObject({ username: payload.name, realname: 'John Smith', balance: 0, gameblance: 0 });
    const member = await findMemberByAccount(context.database.db, payload.name);
    const wallets = await context.database.db.selectFrom('accounts').select('kind').where('member_id', '=', member!.id).execute();
    expect(wallets).toEqual([{ kind: 'main' }]);
    expect(member!.password_hash).toMatch(/^\$argon2id\$/);
    expect(member!.pay_password_hash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    ['an account without digits', { name: 'abcdefg' }, messages.register.account],
    ['an account too short', { name: 'ab12' }, messages.register.account],
    ['an account too long', { name: 'abcdef123456' }, messages.register.account],
    ['a missing account', { name: undefined }, messages.register.account],
    ['a password without letters', { password: '12345678', confirmPass: '12345678' }, messages.register.password],
    ['a password too short', { password: 'abc1234', confirmPass: 'abc1234' }, messages.register.password],
    ['a different confirmation', { confirmPass: 'abcd12345' }, messages.register.confirmMismatch],
    ['a real name with digits', { realname: '张三3' }, messages.register.realname],
    ['a missing real name', { realname: '' }, messages.register.realname],
    ['a payment password of 5 digits', { paypassword: '12345' }, messages.register.payPassword],
    ['a payment password with letters', { paypassword: '12345a' }, messages.register.payPassword],
    ['a missing captcha', { code: '' }, messages.register.captcha],
    ['a short captcha', { code: 'a1' }, messages.register.captcha],
  ])('refuses %s with the contract message', async (_, overrides, message) => {
    const payload = registration(overrides);
    const answer = await register(payload);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 400, message, data: null });
    if (typeof payload.name === 'string') expect(await findMemberByAccount(context.database.db, payload.name)).toBeUndefined();
  });

  it('refuses a taken account regardless of letter case', async () => {
    const answer = await register(registration({ name: 'DEMO888' }));
    expect(answer.body).toEqual({ code: 409, message: messages.server.accountTaken, data: null });
  });

  it('records a known introducer and refuses an unknown one', async () => {
    const demo = await findMemberByAccount(context.database.db, 'demo888');
    const introduced = registration({ pid: String(demo!.id) });
    expect((await register(introduced)).body.code).toBe(200);
    expect((await findMemberByAccount(context.database.db, introduced.name))!.introducer_id).toBe(demo!.id);

    const numericPid = registration({ pid: demo!.id });
    expect((await register(numericPid)).body.code).toBe(200);

    for (const pid of ['999999999', 'abc']) {
      const answer = await register(registration({ pid }));
      expect(answer.body).toEqual({ code: 400, message: messages.server.unknownIntroducer, data: null });
    }
    expect((await register(registration({ pid: '' }))).body.code).toBe(200);
  });

  it('accepts a form-urlencoded body', async () => {
    const payload = registration();
    const response = await context.app.inject({
      method: 'POST',
      url: api.register.path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(payload).toString(),
    });
    expect(response.json()).toMatchObject({ code: 200 });
  });

  it('lets only one of two simultaneous sign-ups with one account through', async () => {
    const name = uniqueAccount();
    const answers = await Promise.all([register(registration({ name })), register(registration({ name: name.toUpperCase() }))]);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([200, 409]);
  });

  it('issues a separate token per registration', async () => {
    const [first, second] = [await registerMember(context.app), await registerMember(context.app)];
    expect(first.token).not.toBe(second.token);
  });
});
