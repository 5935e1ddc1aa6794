import { api, messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { ledgerImbalances } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { mainBalanceFen, paysumFen } from '../deposits/deposit-fixtures.ts';
import { accountsOf, PAY_PASSWORD, withdrawingMember } from '../withdrawals/withdrawal-fixtures.ts';
import { firstRows } from '../support/rows.ts';

// Read when the admin routes register (vitest runs each file in its own process).
process.env.ADMIN_TOKEN = 'admin-api-test-token';
const texts = messages.backOffice;
const bankDeposit = { paytype: 'bank', amount: 800, bank_owner: '赵六', bank: '中国银行', bank_no: '6216610000001234', bank_address: '北京' };

describe.each(testTargets)('back-office API on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const admin = (method: 'GET' | 'POST', url: string, authorization = `Admin ${process.env.ADMIN_TOKEN}`) =>
    context.app.inject({ method, url, headers: { authorization } }).then((r) => ({ status: r.statusCode, body: r.json() }));

  it('refuses requests without the admin credential, member tokens included', async () => {
    const { token } = await withdrawingMember(context.database.db, 0);
    const refused = { status: 401, body: { code: 401, message: texts.unauthorized, data: null } };
    expect(await admin('GET', '/admin/api/deposits', '')).toEqual(refused);
    expect(await admin('GET', '/admin/api/deposits', `Bearer ${token}`)).toEqual(refused);
    expect(await admin('GET', '/admin/api/withdrawals', 'Admin wrong-token')).toEqual(refused);
    expect(await admin('POST', '/admin/api/withdrawals/1/approve', `Admin ${token}`)).toEqual(refused);
  });

  it('lists a pending bank deposit, approves it into the balance once, and refuses a second decision', async () => {
    const { memberId, token } = await withdrawingMember(context.database.db, 0);
    const placed = await post<{ deposit_no: string }>(context.app, api.recharge.path, bankDeposit, token);
    const depositNo = placed.body.data.deposit_no;
    const listed = await admin('GET', '/admin/api/deposits');
    expect(listed.body.data).toContainEqual(expect.objectContaining({ deposit_no: depositNo, paytype: 'bank', amount: 800, bank_owner: '赵六', expires_at: '' }));

    expect((await admin('POST', `/admin/api/deposits/${depositNo}/approve`)).body).toEqual({ code: 200, message: texts.depositApproved, data: null });
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(80_000);
    expect(await paysumFen(context.database.db, memberId)).toBe(80_000);
    const user = await post<{ balance: number; paysum: number }>(context.app, api.user.path, {}, token);
    expect(user.body.data).toMatchObject({ balance: 800, paysum: 800 });
    const notPending = { code: 409, message: texts.notPending, data: null };
    expect((await admin('POST', `/admin/api/deposits/${depositNo}/approve`)).body).toEqual(notPending);
    expect((await admin('POST', `/admin/api/deposits/${depositNo}/reject`)).body).toEqual(notPending);
    expect((await admin('POST', '/admin/api/deposits/D404/approve')).body).toEqual({ code: 404, message: texts.notFound, data: null });
    expect((await admin('GET', '/admin/api/deposits')).body.data).not.toContainEqual(expect.objectContaining({ deposit_no: depositNo }));
  });

  it('rejects a deposit without moving money', async () => {
    const { memberId, token } = await withdrawingMember(context.database.db, 0);
    const placed = await post<{ deposit_no: string }>(context.app, api.recharge.path, bankDeposit, token);
    expect((await admin('POST', `/admin/api/deposits/${placed.body.data.deposit_no}/reject`)).body.message).toBe(texts.depositRejected);
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(0);
    const row = await context.database.db.selectFrom('deposits').select(['state', 'outcome']).where('deposit_no', '=', placed.body.data.deposit_no).executeTakeFirstOrThrow();
    expect(row).toEqual({ state: 3, outcome: 'rejected' });
  });

  it('pays out an approved withdrawal and returns exactly the held amount of a rejected one', async () => {
    const { memberId, token, cardId } = await withdrawingMember(context.database.db, 100_000);
    for (const amount of [300, 200]) {
      await context.app.inject({ method: 'POST', url: api.withdraw.path, headers: { authorization: `Bearer ${token}` }, payload: { amount, bank: cardId, password: PAY_PASSWORD } });
    }
    const listed = (await admin('GET', '/admin/api/withdrawals')).body.data;
    const [first, second] = firstRows(await context.database.db.selectFrom('withdrawals').select('id').where('member_id', '=', memberId).orderBy('id').execute(), 2);
    expect(listed).toContainEqual(expect.objectContaining({ id: first.id, amount: 300, bank_no: '6216610000001234' }));
    expect(await accountsOf(context.database.db, memberId)).toEqual({ main: 50_000, held: 50_000 });

    expect((await admin('POST', `/admin/api/withdrawals/${first.id}/approve`)).body).toEqual({ code: 200, message: texts.withdrawalApproved, data: null });
    expect((await admin('POST', `/admin/api/withdrawals/${second.id}/reject`)).body).toEqual({ code: 200, message: texts.withdrawalRejected, data: null });
    expect(await accountsOf(context.database.db, memberId)).toEqual({ main: 70_000, held: 0 });
    expect((await admin('POST', `/admin/api/withdrawals/${first.id}/reject`)).body.code).toBe(409);
    expect((await admin('POST', '/admin/api/withdrawals/999999/approve')).body.code).toBe(404);
    expect((await admin('POST', '/admin/api/withdrawals/abc/approve')).status).toBe(400);
    const states = await context.database.db.selectFrom('withdrawals').select('state').where('member_id', '=', memberId).orderBy('id').execute();
    expect(states).toEqual([{ state: 2 }, { state: 3 }]);
    expect(await ledgerImbalances(context.database.db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });
});
