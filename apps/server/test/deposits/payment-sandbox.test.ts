import { messages } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { placeDeposit } from '../../src/deposits/place-deposit.ts';
import { signCallback } from '../../src/payment-sandbox/sandbox-signature.ts';
import { ledgerImbalances, memberWithToken } from '../routes/api/games/games-fixtures.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { post, useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';
import { mainBalanceFen, paysumFen, placeOnlineDeposit } from './deposit-fixtures.ts';

// Read when the admin routes register (vitest runs each file in its own process).
process.env.ADMIN_TOKEN = 'payment-sandbox-test-token';
const texts = messages.paymentSandbox;

describe.each(testTargets)('sandbox payment provider on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { paymentSandbox: true });
  const placed = async (payload: object = { paytype: 'usdt', catepay: 'TRC20', amount: 720 }) => {
    const member = await memberWithToken(context.database.db);
    return { ...member, ...(await placeOnlineDeposit(context.app, context.database.db, member.token, payload)) };
  };
  const choose = (payToken: string, outcome: string) => post(context.app, `/payment-sandbox/pay/${payToken}/complete`, { outcome });
  const notify = (payload: object) => post(context.app, '/payment-sandbox/callback', payload);
  const depositRow = (depositNo: string) => context.database.db.selectFrom('deposits').selectAll().where('deposit_no', '=', depositNo).executeTakeFirstOrThrow();

  it('shows the order with pay and cancel buttons and its script as a separate file', async () => {
    const { depositNo, payToken } = await placed();
    const page = await context.app.inject({ method: 'GET', url: `/payment-sandbox/pay/${payToken}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(depositNo);
    expect(page.body).toContain('720.00');
    expect(page.body).toContain(`>${texts.pay}</button>`);
    expect(page.body).toContain(`>${texts.cancel}</button>`);
    expect(page.body).toContain('<script src="/payment-sandbox/sandbox-pay.js" defer></script>');
    expect(page.body).not.toMatch(/<script>/);
    const script = await context.app.inject({ method: 'GET', url: '/payment-sandbox/sandbox-pay.js' });
    expect(script.headers['content-type']).toContain('text/javascript');

    const unknown = await context.app.inject({ method: 'GET', url: '/payment-sandbox/pay/nothing-here' });
    expect(unknown.body).toContain(texts.unknownOrder);
  });

  it('credits a paid order once, adds to paysum, and answers a repeat the same way', async () => {
    const { memberId, depositNo, payToken } = await placed();
    expect((await choose(payToken, 'pay')).body).toEqual({ code: 200, message: texts.paid, data: null });
    expect((await choose(payToken, 'pay')).body).toEqual({ code: 200, message: texts.paid, data: null });
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(72_000);
    expect(await paysumFen(context.database.db, memberId)).toBe(72_000);
    expect(await depositRow(depositNo)).toMatchObject({ state: 2, outcome: 'paid' });
    expect((await choose(payToken, 'cancel')).body).toEqual({ code: 409, message: texts.alreadyPaid, data: null });
    const page = await context.app.inject({ method: 'GET', url: `/payment-sandbox/pay/${payToken}` });
    expect(page.body).toContain(texts.paid);
    expect(page.body).not.toContain('<button');
    expect(await ledgerImbalances(context.database.db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });

  it('marks a cancelled order failed and never credits it afterwards', async () => {
    const { memberId, depositNo, payToken } = await placed({ paytype: 'wxpay', amount: 300 });
    expect((await choose(payToken, 'cancel')).body).toEqual({ code: 200, message: texts.cancelled, data: null });
    expect((await choose(payToken, 'cancel')).body.message).toBe(texts.cancelled);
    expect((await choose(payToken, 'pay')).body).toEqual({ code: 409, message: texts.closed, data: null });
    expect(await depositRow(depositNo)).toMatchObject({ state: 3, outcome: 'cancelled' });
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(0);
  });

  it('refuses a pay after the 60-minute window and marks the order expired', async () => {
    const { memberId, depositNo, payToken } = await placed({ paytype: 'antoken', bank: 'antoken', amount: 100 });
    const row = await depositRow(depositNo);
    expect(Date.parse(row.expires_at!) - Date.parse(row.created_at)).toBe(60 * 60_000);
    await context.database.db.updateTable('deposits').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('deposit_no', '=', depositNo).execute();
    expect((await choose(payToken, 'pay')).body).toEqual({ code: 409, message: texts.expired, data: null });
    expect(await depositRow(depositNo)).toMatchObject({ state: 3, outcome: 'expired' });
    expect((await choose(payToken, 'pay')).body.message).toBe(texts.expired);
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(0);
  });

  it('refuses a callback a member could forge, and bank orders, which have no pay page', async () => {
    const { memberId, depositNo } = await placed();
    const forged = await notify({ deposit_no: depositNo, outcome: 'pay', sign: 'f'.repeat(64) });
    expect(forged.body).toEqual({ code: 403, message: texts.invalidSignature, data: null });
    // A signature of the cancel outcome does not sign a pay.
    expect((await notify({ deposit_no: depositNo, outcome: 'pay', sign: signCallback(depositNo, 'cancel') })).body.code).toBe(403);
    expect((await notify({ deposit_no: depositNo, outcome: 'pay' })).status).toBe(400);
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(0);

    const { token } = await memberWithToken(context.database.db);
    const bank = await post<{ deposit_no: string }>(context.app, '/api/recharge', { paytype: 'bank', amount: 100, bank_owner: '王五', bank: '农业银行', bank_no: '6228480000000001', bank_address: '上海' }, token);
    const bankNo = bank.body.data.deposit_no;
    expect((await notify({ deposit_no: bankNo, outcome: 'pay', sign: signCallback(bankNo, 'pay') })).body).toEqual({ code: 404, message: texts.unknownOrder, data: null });
    expect((await choose('unknown-token', 'pay')).body).toEqual({ code: 404, message: texts.unknownOrder, data: null });
  });

  it('credits once when the signed callback arrives 20 times at the same moment', { timeout: 60_000 }, async () => {
    const { memberId, depositNo } = await placed({ paytype: 'alipay', amount: 1_000 });
    const notice = { deposit_no: depositNo, outcome: 'pay', sign: signCallback(depositNo, 'pay') };
    const answers = await Promise.all(Array.from({ length: 20 }, () => notify(notice)));
    expect(answers.map((answer) => answer.body)).toEqual(Array(20).fill({ code: 200, message: texts.paid, data: null }));
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(100_000);
    expect(await paysumFen(context.database.db, memberId)).toBe(100_000);
    const credits = await context.database.db.selectFrom('ledger_transactions').select('id').where('idempotency_key', '=', `deposit:${depositNo}`).execute();
    expect(credits).toHaveLength(1);
    expect(await ledgerImbalances(context.database.db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });
});

describe.each(testTargets)('sandbox payment provider turned off (PAYMENT_SANDBOX unset) on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const depositsOf = (memberId: number) => context.database.db.selectFrom('deposits').select('deposit_no').where('member_id', '=', memberId).execute();

  it('shows only bank transfer open, and refuses every method that pays through the sandbox with a message', async () => {
    const { memberId, token } = await memberWithToken(context.database.db);
    const ways = await context.app.inject({ method: 'GET', url: '/api/get_pay_way', headers: { authorization: `Bearer ${token}` } });
    expect(ways.json().data).toEqual({ antoken: 0, card: 1, usdt: 0, wechat: 0, alipay: 0 });
    const payloads = [
      { paytype: 'usdt', catepay: 'TRC20', amount: 720 },
      { paytype: 'antoken', bank: 'antoken', amount: 100 },
      { paytype: 'wxpay', amount: 300 },
      { paytype: 'alipay', amount: 1_000 },
    ];
    for (const payload of payloads) {
      expect((await post(context.app, '/api/recharge', payload, token)).body, payload.paytype).toEqual({ code: 400, message: texts.disabled, data: null });
    }
    expect(await depositsOf(memberId)).toEqual([]);
  });

  it('refuses its pages, buttons and callback, so an order placed while it was on is never credited', async () => {
    const { memberId } = await memberWithToken(context.database.db);
    const order = await placeDeposit(context.database.db, memberId, { paytype: 'alipay', amount: 500 }, { paymentSandbox: true });
    const payToken = order.pay_token!;

    const page = await context.app.inject({ method: 'GET', url: `/payment-sandbox/pay/${payToken}` });
    expect(page.statusCode).toBe(403);
    expect(page.body).toContain(texts.disabled);
    expect(page.body).not.toContain('<button');
    expect((await context.app.inject({ method: 'GET', url: '/payment-sandbox/sandbox-pay.js' })).statusCode).toBe(403);

    const refused = { code: 403, message: texts.disabled, data: null };
    expect((await post(context.app, `/payment-sandbox/pay/${payToken}/complete`, { outcome: 'pay' })).body).toEqual(refused);
    const notice = { deposit_no: order.deposit_no, outcome: 'pay', sign: signCallback(order.deposit_no, 'pay') };
    expect((await post(context.app, '/payment-sandbox/callback', notice)).body).toEqual(refused);
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(0);
    expect(await paysumFen(context.database.db, memberId)).toBe(0);
  });

  it('still credits a bank deposit the back office approves', async () => {
    const { memberId, token } = await memberWithToken(context.database.db);
    const bank = { paytype: 'bank', amount: 100, bank_owner: '王五', bank: '农业银行', bank_no: '6228480000000001', bank_address: '上海' };
    const placedBank = await post<{ deposit_no: string }>(context.app, '/api/recharge', bank, token);
    expect(placedBank.body.code).toBe(200);
    const approval = await context.app.inject({
      method: 'POST',
      url: `/admin/api/deposits/${placedBank.body.data.deposit_no}/approve`,
      headers: { authorization: `Admin ${process.env.ADMIN_TOKEN}` },
    });
    expect(approval.json()).toEqual({ code: 200, message: messages.backOffice.depositApproved, data: null });
    expect(await mainBalanceFen(context.database.db, memberId)).toBe(10_000);
    expect(await ledgerImbalances(context.database.db)).toEqual({ unbalancedTransactions: 0, balancesSum: 0 });
  });
});
