/**
 * Every free-text field has a length that fits its use (TEXT_LIMITS in the contract): one character
 * more is refused with the message naming the field, on every call, visitor, member and back office.
 * apply_info took 1 MB before.
 */
import { api, messages, TEXT_LIMITS, type CallKey, type TextLimit } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

// Read when the admin routes register (vitest runs each file in its own process).
process.env.ADMIN_TOKEN = 'text-limits-test-token';
const L = TEXT_LIMITS;

/** Each call's text fields and their limits. */
const FIELDS: Array<[CallKey, string, TextLimit]> = [
  ['login_pc', 'name', L.account], ['login_pc', 'password', L.password], ['login_pc', 'code', L.captcha],
  ['register', 'name', L.account], ['register', 'password', L.password], ['register', 'confirmPass', L.password],
  ['register', 'realname', L.realname], ['register', 'paypassword', L.payPassword], ['register', 'code', L.captcha], ['register', 'pid', L.introducer],
  ['updateuserinfo', 'email', L.email], ['updateuserinfo', 'mobile', L.mobile], ['updateuserinfo', 'birthday', L.birthday],
  ['editPassword', 'password', L.password], ['editPassword', 'paypassword', L.password], ['editPayPassword', 'newpasword', L.password],
  ['applyagentdo', 'mobile', L.mobile], ['applyagentdo', 'apply_info', L.applyInfo],
  ['bindcard', 'bank', L.bankName], ['bindcard', 'bank_address', L.bankBranch], ['bindcard', 'bank_no', L.cardNumber],
  ['bindcard', 'bank_owner', L.holder], ['bindcard', 'pay_pass', L.payPassword], ['delcard', 'pay_pass', L.payPassword],
  ['recharge', 'paytype', L.code], ['recharge', 'bank', L.bankName], ['recharge', 'bank_address', L.bankBranch],
  ['recharge', 'bank_no', L.cardNumber], ['recharge', 'bank_owner', L.holder], ['recharge', 'catepay', L.code],
  ['payinfo', 'deposit_no', L.code], ['withdraw', 'password', L.payPassword],
  ['transfer', 'sourcetype', L.code], ['transfer', 'targettype', L.code],
  ['getGameUrl', 'plat_name', L.code], ['getGameUrl', 'game_code', L.code], ['getGameUrl', 'game_type', L.code],
  ['gamelistBycode', 'gamecode', L.code], ['getPayRange', 'type', L.code],
  ['getfanshui', 'api_type', L.code], ['gettransrecord', 'api_type', L.code], ['betrecord', 'api_type', L.code],
];

const tooLong = (limit: TextLimit) => ({ code: 400, message: messages.input.tooLong(messages.fields[limit.field], limit.max), data: null });

describe.each(testTargets)('text length limits on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('refuses one character over the limit in every field with the message naming it, and takes the limit itself', async () => {
    const { token } = await registerMember(context.app);
    const problems: string[] = [];
    for (const [key, field, limit] of FIELDS) {
      const over = await post(context.app, api[key].path, { [field]: 'x'.repeat(limit.max + 1) }, token);
      if (over.status !== 200 || JSON.stringify(over.body) !== JSON.stringify(tooLong(limit))) problems.push(`${key}.${field} over: ${over.status} ${JSON.stringify(over.body)}`);
      const at = await post(context.app, api[key].path, { [field]: 'x'.repeat(limit.max) }, token);
      if (at.status >= 500 || at.body.message === tooLong(limit).message) problems.push(`${key}.${field} at the limit: ${at.status} ${JSON.stringify(at.body)}`);
    }
    const query = await context.app.inject({ method: 'GET', url: `${api.gameList.path}?category=${'x'.repeat(L.code.max + 1)}` });
    if (JSON.stringify(query.json()) !== JSON.stringify(tooLong(L.code))) problems.push(`gameList.category: ${query.body}`);
    expect(problems).toEqual([]);
  });

  it('refuses an agent application of 100,000 characters and stores nothing', async () => {
    const { token } = await registerMember(context.app);
    const answer = await post(context.app, api.applyagentdo.path, { mobile: '13812345678', apply_info: '我'.repeat(100_000) }, token);
    expect(answer.body).toEqual(tooLong(L.applyInfo));
    expect(await context.database.db.selectFrom('agent_applications').select('id').execute()).toEqual([]);
    expect((await post(context.app, api.applyagentdo.path, { mobile: '13812345678', apply_info: '我'.repeat(L.applyInfo.max) }, token)).body.code).toBe(200);
  });

  it('bounds the back office\'s texts too (HTML larger, but bounded)', async () => {
    const authorization = `Admin ${process.env.ADMIN_TOKEN}`;
    const cases = [
      ['POST', '/admin/api/messages', { to: 'all', title: 'x'.repeat(L.title.max + 1), content: 'x' }, L.title],
      ['POST', '/admin/api/messages', { to: 'all', title: 't', content: 'x'.repeat(L.html.max + 1) }, L.html],
      ['POST', '/admin/api/announcements', { content: 'x'.repeat(L.announcement.max + 1) }, L.announcement],
      ['PUT', '/admin/api/activities/1', { content: 'x'.repeat(L.html.max + 1) }, L.html],
      ['PUT', '/admin/api/articles/1', { content: 'x'.repeat(L.html.max + 1) }, L.html],
    ] as const;
    for (const [method, url, payload, limit] of cases) {
      const response = await context.app.inject({ method, url, payload, headers: { authorization } });
      expect(response.json(), url).toEqual(tooLong(limit));
    }
  });
});
