import { api, messages, PLATFORM_WALLET, type UrlResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { issueToken } from '../../src/auth/tokens.ts';
import { bankCard } from '../routes/api/cards/cards-fixtures.ts';
import { credit, walletsOf } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

const ADMIN = { token: 'member-access-test-admin-token', generated: false };
const texts = messages.sessions;
const bankDeposit = { paytype: 'bank', amount: 800, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' };

describe.each(testTargets)('the back office blacklists, disables and restores a member on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { adminToken: ADMIN });
  const admin = (url: string) =>
    context.app.inject({ method: 'POST', url, headers: { authorization: `Admin ${ADMIN.token}` } }).then((r) => ({ status: r.statusCode, body: r.json() }));
  const login = (name: string, password: string) => post<{ new_api_token: string } | null>(context.app, api.login_pc.path, { name, password, code: 'ab12' });
  const round = (ticket: string) => post(context.app, '/demo-venue/round', { ticket, amount: '1' });
  const page = (ticket: string) => context.app.inject({ method: 'GET', url: `/demo-venue/play?ticket=${ticket}` }).then((r) => r.body);

  /** A registered member with 1000.00, in play: a game link from getGameUrl that has played a round. */
  async function memberInPlay() {
    const member = await registerMember(context.app);
    const { id: memberId } = await context.database.db.selectFrom('members').select('id').where('account', '=', member.account).executeTakeFirstOrThrow();
    await credit(context.database.db, memberId, 100_000);
    await credit(context.database.db, memberId, 10_000, 'pg');
    const url = new URL((await post<UrlResult>(context.app, api.getGameUrl.path, { plat_name: 'pg' }, member.token)).body.data.url);
    const ticket = url.searchParams.get('ticket')!;
    expect((await round(ticket)).body.code).toBe(200);
    return { ...member, memberId, ticket };
  }

  it.each([
    ['blacklist', texts.memberBlacklisted, { isblack: 1, status: 1 }, messages.auth.blacklisted],
    ['disable', texts.memberDisabled, { isblack: 0, status: 0 }, messages.auth.disabled],
  ] as const)('%s ends every session and game link at once; login is refused until restore', async (action, done, flags, refusal) => {
    const member = await memberInPlay();
    const second = (await login(member.account, member.password)).body.data!.new_api_token;

    const changed = await admin(`/admin/api/members/${member.account}/${action}`);
    expect(changed).toEqual({ status: 200, body: { code: 200, message: done, data: { account: member.account, ...flags, sessions_ended: 2 } } });
    const wallets = await walletsOf(context.database.db, member.memberId);

    const unauthorized = { status: 401, body: { code: 401, message: messages.server.unauthorized, data: null } };
    for (const token of [member.token, second]) {
      expect(await post(context.app, api.transfer.path, { amount: 10, sourcetype: PLATFORM_WALLET, targettype: 'ag' }, token)).toEqual(unauthorized);
      expect(await post(context.app, api.recharge.path, bankDeposit, token)).toEqual(unauthorized);
      expect(await post(context.app, api.bindcard.path, bankCard(), token)).toEqual(unauthorized);
      expect(await post(context.app, api.getGameUrl.path, { plat_name: 'pg' }, token)).toEqual(unauthorized);
      expect(await post(context.app, api.balance.path, {}, token)).toEqual(unauthorized);
    }
    expect((await round(member.ticket)).body).toEqual({ code: 401, message: messages.demoVenue.ticketInvalid, data: null });
    expect(await page(member.ticket)).toContain(messages.demoVenue.ticketInvalid);
    expect(await walletsOf(context.database.db, member.memberId)).toEqual(wallets);
    expect((await login(member.account, member.password)).body).toEqual({ code: 403, message: refusal, data: null });

    const restored = await admin(`/admin/api/members/${member.account.toUpperCase()}/restore`);
    expect(restored.body).toEqual({ code: 200, message: texts.memberRestored, data: { account: member.account, isblack: 0, status: 1, sessions_ended: 0 } });
    const fresh = await login(member.account, member.password);
    expect(fresh.body.message).toBe(messages.server.loginSuccess);
    expect((await post(context.app, api.balance.path, {}, fresh.body.data!.new_api_token)).body.code).toBe(200);
    // What ended stays ended.
    expect((await post(context.app, api.balance.path, {}, member.token)).status).toBe(401);
    expect((await round(member.ticket)).body.code).toBe(401);
  });

  it('answers 404 for an unknown account and 400 for an unknown action, and needs the admin credential', async () => {
    expect((await admin('/admin/api/members/nobody404/blacklist')).body).toEqual({ code: 404, message: messages.backOffice.memberNotFound, data: null });
    expect((await admin('/admin/api/members/demo888/delete')).status).toBe(400);
    const { account, token } = await registerMember(context.app);
    const asMember = await context.app.inject({ method: 'POST', url: `/admin/api/members/${account}/blacklist`, headers: { authorization: `Bearer ${token}` } });
    expect(asMember.statusCode).toBe(401);
    expect((await post(context.app, api.balance.path, {}, token)).body.code).toBe(200);
  });

  it('shuts out a session a login created while the member was blacklisted (a login racing the change)', async () => {
    const member = await registerMember(context.app);
    await admin(`/admin/api/members/${member.account}/blacklist`);
    // As if the login had checked the flags just before the change and issued its token just after.
    const { id } = await context.database.db.selectFrom('members').select('id').where('account', '=', member.account).executeTakeFirstOrThrow();
    const raced = await issueToken(context.database.db, id);
    expect((await post(context.app, api.balance.path, {}, raced)).status).toBe(401);
    expect((await post(context.app, api.getGameUrl.path, { plat_name: 'pg' }, raced)).status).toBe(401);
  });
});
