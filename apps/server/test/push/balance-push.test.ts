import { api, BALANCE_PUSH_HEADER, BALANCE_PUSH_PATH, messages, PLATFORM_WALLET } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { balancesChanged } from '../../src/events/balance-changes.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { listeningAddress, openBalanceStream } from '../support/sse-client.ts';
import { post, registerMember, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { credit } from '../routes/api/games/games-fixtures.ts';

// Read when the admin routes register (vitest runs each file in its own process).
process.env.ADMIN_TOKEN = 'balance-push-test-token';
const bankDeposit = { paytype: 'bank', amount: 800, bank_owner: '李四', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' };

describe.each(testTargets)('the balance push (GET /api/push/balances) on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { paymentSandbox: true });
  const admin = (url: string) => context.app.inject({ method: 'POST', url, headers: { authorization: `Admin ${process.env.ADMIN_TOKEN}` } }).then((r) => r.json());
  const memberId = async (account: string) =>
    (await context.database.db.selectFrom('members').select('id').where('account', '=', account).executeTakeFirstOrThrow()).id;

  it('is named on every balance answer by a header', async () => {
    const { token } = await registerMember(context.app);
    const answer = await context.app.inject({ method: 'POST', url: api.balance.path, headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(answer.headers[BALANCE_PUSH_HEADER.toLowerCase()]).toBe(BALANCE_PUSH_PATH);
    expect(answer.headers['access-control-expose-headers']).toBe(BALANCE_PUSH_HEADER);
  });

  it('refuses a visitor and an unknown token with the 401 envelope', async () => {
    for (const authorization of [undefined, 'Bearer ', 'Bearer not-a-token', `Bearer ${'A'.repeat(43)}`]) {
      const answer = await context.app.inject({ method: 'GET', url: BALANCE_PUSH_PATH, headers: authorization === undefined ? {} : { authorization } });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ code: 401, message: messages.server.unauthorized, data: null });
    }
  });

  it('sends the balances at once, then again after a deposit approved in the back office', async () => {
    const member = await registerMember(context.app);
    const stream = await openBalanceStream(await listeningAddress(context.app), member.token);
    expect(stream.status).toBe(200);
    expect(await stream.nextBalances()).toEqual({ balance: 0, gameblance: 0 });

    const placed = await post<{ deposit_no: string }>(context.app, api.recharge.path, bankDeposit, member.token);
    expect((await admin(`/admin/api/deposits/${placed.body.data.deposit_no}/approve`)).code).toBe(200);
    expect(await stream.nextBalances()).toEqual({ balance: 800, gameblance: 0 });
    stream.close();
  });

  it('sends both figures after a transfer to a venue, and nothing for a movement that changes neither', async () => {
    const member = await registerMember(context.app);
    await credit(context.database.db, await memberId(member.account), 50_000);
    const stream = await openBalanceStream(await listeningAddress(context.app), member.token);
    expect(await stream.nextBalances()).toEqual({ balance: 500, gameblance: 0 });
    const moved = await post(context.app, api.transfer.path, { amount: 120, sourcetype: PLATFORM_WALLET, targettype: 'ag' }, member.token);
    expect(moved.body.code).toBe(200);
    expect(await stream.nextBalances()).toEqual({ balance: 380, gameblance: 120 });
    // An event naming the member whose figures did not change sends nothing: the next event is the next change.
    context.app.events.publishId(balancesChanged, await memberId(member.account));
    await credit(context.database.db, await memberId(member.account), 100);
    expect(await stream.nextBalances()).toEqual({ balance: 381, gameblance: 120 });
    stream.close();
  });

  it('ends at logoff, and only the stream of that session', async () => {
    const member = await registerMember(context.app);
    const login = await post<{ new_api_token: string }>(context.app, api.login_pc.path, { name: member.account, password: member.password, code: 'ab12' });
    const base = await listeningAddress(context.app);
    const [ending, staying] = [await openBalanceStream(base, member.token), await openBalanceStream(base, login.body.data.new_api_token)];
    await Promise.all([ending.nextBalances(), staying.nextBalances()]);
    expect((await post(context.app, api.logoff.path, {}, member.token)).body.code).toBe(200);
    await ending.ended;
    await credit(context.database.db, await memberId(member.account), 100);
    expect(await staying.nextBalances()).toEqual({ balance: 1, gameblance: 0 });
    staying.close();
  });

  it('ends every stream of the member at a new login password', async () => {
    const member = await registerMember(context.app);
    const base = await listeningAddress(context.app);
    const streams = [await openBalanceStream(base, member.token), await openBalanceStream(base, member.token)];
    await Promise.all(streams.map((stream) => stream.nextBalances()));
    const changed = await post(context.app, api.editPassword.path, { password: member.password, paypassword: 'newpass99', newpasword: 'newpass99' }, member.token);
    expect(changed.body.code).toBe(200);
    await Promise.all(streams.map((stream) => stream.ended));
  });

  it('ends every stream of the member at blacklisting in the back office', async () => {
    const member = await registerMember(context.app);
    const stream = await openBalanceStream(await listeningAddress(context.app), member.token);
    await stream.nextBalances();
    expect((await admin(`/admin/api/members/${member.account}/blacklist`)).code).toBe(200);
    await stream.ended;
    // The session is gone too: a new stream is refused.
    expect((await context.app.inject({ method: 'GET', url: BALANCE_PUSH_PATH, headers: { authorization: `Bearer ${member.token}` } })).statusCode).toBe(401);
  });

  it('holds at most five streams per member: a sixth ends the oldest', async () => {
    const member = await registerMember(context.app);
    const base = await listeningAddress(context.app);
    const streams = [];
    for (let i = 0; i < 6; i++) {
      const stream = await openBalanceStream(base, member.token);
      await stream.nextBalances();
      streams.push(stream);
    }
    await streams[0]!.ended;
    await credit(context.database.db, await memberId(member.account), 100);
    for (const stream of streams.slice(1)) expect(await stream.nextBalances()).toEqual({ balance: 1, gameblance: 0 });
    for (const stream of streams) stream.close();
  });
});

describe.each(testTargets)('the balance push at the server closing on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);

  it('ends open streams when the app closes, so closing does not wait for them', async () => {
    const member = await registerMember(context.app);
    const stream = await openBalanceStream(await listeningAddress(context.app), member.token);
    await stream.nextBalances();
    await context.app.close();
    await stream.ended;
  });
});

describe.each(testTargets)('the balance push under SPEC_MINIMAL on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { specMinimal: true });

  it('is absent: no header on balance answers, and the path is unknown', async () => {
    const { token } = await registerMember(context.app);
    const balance = await context.app.inject({ method: 'POST', url: api.balance.path, headers: { authorization: `Bearer ${token}` }, payload: {} });
    expect(balance.json().code).toBe(200);
    expect(balance.headers[BALANCE_PUSH_HEADER.toLowerCase()]).toBeUndefined();
    const push = await context.app.inject({ method: 'GET', url: BALANCE_PUSH_PATH, headers: { authorization: `Bearer ${token}` } });
    expect(push.statusCode).toBe(404);
    expect(push.json()).toEqual({ code: 404, message: messages.server.notFound, data: null });
  });
});
