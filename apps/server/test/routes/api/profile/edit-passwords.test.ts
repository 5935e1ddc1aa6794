import { api, CARD_LIST_TYPES, messages, type SavedCard } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, registerMember, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

/** registerMember's secrets. */
const LOGIN_PASSWORD = 'abcd1234';
const PAY_PASSWORD = '654321';

const change = (current: string, next: string, confirm = next) => ({ password: current, paypassword: next, newpasword: confirm });

/** The seven rules of part 2 §5 in order, then the input limits the server enforces too. */
const loginRefusals: Array<[string, object, string]> = [
  ['no current password', change('', 'newpass99'), messages.password.oldRequired],
  ['no new password', change(LOGIN_PASSWORD, ''), messages.password.newRequired],
  ['a current password under 6', change('abc12', 'newpass99'), messages.password.oldLength],
  ['a new password under 6', change(LOGIN_PASSWORD, 'new12'), messages.password.newLength],
  ['no confirmation', change(LOGIN_PASSWORD, 'newpass99', ''), messages.password.confirmRequired],
  ['a confirmation that differs', change(LOGIN_PASSWORD, 'newpass99', 'newpass98'), messages.password.mismatch],
  ['the same password again', change(LOGIN_PASSWORD, LOGIN_PASSWORD), messages.password.sameAsOld],
  ['a new password over 16', change(LOGIN_PASSWORD, 'a'.repeat(17)), messages.password.newLength],
  ['a wrong current password', change('wrong999', 'newpass99'), messages.password.wrongOld],
];

describe.each(testTargets)('POST /api/editPassword and /api/editPayPassword on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const logIn = (name: string, password: string) => post<{ new_api_token: string }>(context.app, api.login_pc.path, { name, password, code: 'ab12' });

  it('changes the login password and revokes every session of the member, and only theirs', async () => {
    const member = await registerMember(context.app);
    const secondSession = (await logIn(member.account, LOGIN_PASSWORD)).body.data.new_api_token;
    const bystander = await registerMember(context.app);

    const answer = await post(context.app, api.editPassword.path, change(LOGIN_PASSWORD, 'newpass99'), member.token);
    expect(answer.body).toEqual({ code: 200, message: messages.password.changed, data: null });
    for (const token of [member.token, secondSession]) expect((await post(context.app, api.user.path, {}, token)).status).toBe(401);
    expect((await post(context.app, api.user.path, {}, bystander.token)).body.code).toBe(200);

    expect((await logIn(member.account, LOGIN_PASSWORD)).body.message).toBe(messages.server.invalidCredentials);
    expect((await logIn(member.account, 'newpass99')).body.code).toBe(200);
  });

  it.each(loginRefusals)('refuses %s, keeping the password and the session', async (_case, payload, message) => {
    const member = await registerMember(context.app);
    expect((await post(context.app, api.editPassword.path, payload, member.token)).body).toEqual({ code: 400, message, data: null });
    expect((await post(context.app, api.user.path, {}, member.token)).body.code).toBe(200);
    expect((await logIn(member.account, LOGIN_PASSWORD)).body.code).toBe(200);
  });

  it('changes the payment password and leaves the sessions alone', async () => {
    const member = await registerMember(context.app);
    const answer = await post(context.app, api.editPayPassword.path, change(PAY_PASSWORD, '112233'), member.token);
    expect(answer.body).toEqual({ code: 200, message: messages.password.changed, data: null });
    expect((await post(context.app, api.user.path, {}, member.token)).body.code).toBe(200);

    // The payment password gates binding: the old one is now refused, the new one accepted.
    const wallet = { bank: 'USDT', bank_no: 'T'.repeat(34), bank_owner: 'TRC20' };
    const withOld = await post(context.app, api.bindcard.path, { ...wallet, pay_pass: PAY_PASSWORD }, member.token);
    expect(withOld.body.message).toBe(messages.card.wrongPayPassword);
    expect((await post(context.app, api.bindcard.path, { ...wallet, pay_pass: '112233' }, member.token)).body.code).toBe(200);
    const cards = await post<SavedCard[]>(context.app, api.getcard.path, { type: CARD_LIST_TYPES.usdt }, member.token);
    expect(cards.body.data).toHaveLength(1);
  });

  it.each([
    ['a new payment password that is not 6 digits', change(PAY_PASSWORD, 'abcdef'), messages.card.payPasswordSixDigits],
    ['a new payment password of 7 digits', change(PAY_PASSWORD, '1122334'), messages.card.payPasswordSixDigits],
    ['a wrong current payment password', change('000000', '112233'), messages.password.wrongOld],
    ['a confirmation that differs', change(PAY_PASSWORD, '112233', '112234'), messages.password.mismatch],
    ['the same payment password again', change(PAY_PASSWORD, PAY_PASSWORD), messages.password.sameAsOld],
  ])('refuses %s for the payment password', async (_case, payload, message) => {
    const member = await registerMember(context.app);
    expect((await post(context.app, api.editPayPassword.path, payload, member.token)).body).toEqual({ code: 400, message, data: null });
  });

  it('counts a wrong current login password as a failed login: past the limit even the right one is refused, here and at login', async () => {
    const member = await registerMember(context.app);
    // DEFAULT_LOGIN_LIMITS: 5 failures per account from one address in 15 minutes.
    for (let i = 0; i < 5; i += 1) {
      expect((await post(context.app, api.editPassword.path, change('wrong999', 'newpass99'), member.token)).body.message).toBe(messages.password.wrongOld);
    }
    const refused = { code: 429, message: messages.server.tooManyAttempts, data: null };
    expect((await post(context.app, api.editPassword.path, change(LOGIN_PASSWORD, 'newpass99'), member.token)).body).toEqual(refused);
    expect((await logIn(member.account, LOGIN_PASSWORD)).body).toEqual(refused);
    // Nothing changed: the session still works and the password is the old one.
    expect((await post(context.app, api.user.path, {}, member.token)).body.code).toBe(200);
  });

  it('clears the account\'s failed logins when the current login password is right', async () => {
    const member = await registerMember(context.app);
    for (let i = 0; i < 4; i += 1) expect((await logIn(member.account, 'wrong999')).body.code).not.toBe(200);
    expect((await post(context.app, api.editPassword.path, change(LOGIN_PASSWORD, 'newpass99'), member.token)).body.message).toBe(messages.password.changed);
    for (let i = 0; i < 4; i += 1) expect((await logIn(member.account, 'wrong999')).body.code).not.toBe(200);
    expect((await logIn(member.account, 'newpass99')).body.code).toBe(200);
  });

  it('answers 401 without a token', async () => {
    expect((await post(context.app, api.editPassword.path, change(LOGIN_PASSWORD, 'newpass99'))).status).toBe(401);
    expect((await post(context.app, api.editPayPassword.path, change(PAY_PASSWORD, '112233'))).status).toBe(401);
  });
});
