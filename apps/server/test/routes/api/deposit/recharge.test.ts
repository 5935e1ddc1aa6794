import { api, messages, type Api, type ResponseOf } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAYMENT_SETTINGS } from '../../../../src/deposits/payment-settings.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { post, useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';
import { memberWithToken } from '../../api/games/games-fixtures.ts';

const bankDeposit = { paytype: 'bank', amount: 500, bank_owner: '李四', bank: '中国银行', bank_no: '6216610000000001', bank_address: '北京分行' };

describe.each(testTargets)('deposit calls on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { paymentSandbox: true, publicUrl: 'https://lobby.example.com' });
  const member = () => memberWithToken(context.database.db);

  it('answers the seeded pay ways, ranges and receiving accounts', async () => {
    const { token } = await member();
    const ways = await context.app.inject({ method: 'GET', url: api.get_pay_way.path, headers: { authorization: `Bearer ${token}` } });
    expect(ways.json()).toEqual({ code: 200, message: messages.server.success, data: { antoken: 1, card: 1, usdt: 1, wechat: 1, alipay: 1 } });

    const ranges = await Promise.all(
      ['antoken', 'bank', 'wechat', 'alipay', 'usdt-erc20', 'usdt-trc20'].map(async (type) => (await post(context.app, api.getPayRange.path, { type }, token)).body.data),
    );
    expect(ranges).toEqual([
      { min_price: 100, max_price: 50_000 },
      { min_price: 100, max_price: 50_000 },
      { min_price: 100, max_price: 5_000 },
      { min_price: 100, max_price: 5_000 },
      { min_price: 500, max_price: 50_000 },
      { min_price: 100, max_price: 50_000 },
    ]);
    expect((await post(context.app, api.getPayRange.path, { type: 'paypal' }, token)).body).toEqual({ code: 400, message: messages.server.badRequest, data: null });

    const accounts = await post<Array<Record<string, unknown>>>(context.app, api.getpaybank.path, {}, token);
    expect(accounts.body.data).toHaveLength(2);
    expect(accounts.body.data[0]).toEqual({ bank_no: '6222021001122334455', bank_owner: '乐博网络科技有限公司', bank_data: { bank_name: '中国工商银行' }, bank_address: '深圳市福田区深南大道支行' });
  });

  it('refuses every call without a session', async () => {
    for (const call of [api.getPayRange, api.getpaybank, api.recharge, api.payinfo]) {
      const answer = await post(context.app, call.path, {});
      expect(answer.status).toBe(401);
    }
    const ways = await context.app.inject({ method: 'GET', url: api.get_pay_way.path });
    expect(ways.statusCode).toBe(401);
  });

  it('checks a bank deposit in the spec order, then the range, and leaves it pending review', async () => {
    const { memberId, token } = await member();
    const refusals = [
      [{ bank_owner: '' }, messages.deposit.depositorRequired],
      [{ bank: ' ' }, messages.deposit.bankTypeRequired],
      [{ bank_no: '' }, messages.deposit.cardNumberRequired],
      [{ bank_address: '' }, messages.deposit.bankAddressRequired],
      [{ amount: 99.99 }, messages.deposit.amountBetween(100, 50_000)],
      [{ amount: 50_000.01 }, messages.deposit.amountBetween(100, 50_000)],
      [{ amount: 100.001 }, messages.deposit.amountBetween(100, 50_000)],
    ] as const;
    for (const [change, message] of refusals) {
      expect((await post(context.app, api.recharge.path, { ...bankDeposit, ...change }, token)).body).toEqual({ code: 400, message, data: null });
    }

    const answer = await post<{ deposit_no: string }>(context.app, api.recharge.path, bankDeposit, token);
    expect(answer.body.code).toBe(200);
    expect(answer.body.message).toBe(messages.deposit.submitted);
    const row = await context.database.db.selectFrom('deposits').selectAll().where('deposit_no', '=', answer.body.data.deposit_no).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ member_id: memberId, paytype: 'bank', state: 1, bank: '中国银行', bank_owner: '李四', pay_token: null, expires_at: null });
    expect(Number(row.amount_fen)).toBe(50_000);
    expect(answer.body.data.deposit_no).toMatch(/^D\d{24}$/);
  });

  it('refuses an unknown paytype and a switched-off method', async () => {
    const { token } = await member();
    expect((await post(context.app, api.recharge.path, { paytype: 'paypal', amount: 100 }, token)).body.message).toBe(messages.server.badRequest);
    await context.database.db.updateTable('site_settings').set({ value: '0' }).where('key', '=', 'pay_way_wechat').execute();
    try {
      const ways = await context.app.inject({ method: 'GET', url: api.get_pay_way.path, headers: { authorization: `Bearer ${token}` } });
      expect(ways.json().data.wechat).toBe(0);
      expect((await post(context.app, api.recharge.path, { paytype: 'wxpay', amount: 100 }, token)).body).toEqual({ code: 400, message: messages.deposit.methodDisabled, data: null });
    } finally {
      await context.database.db.updateTable('site_settings').set({ value: DEFAULT_PAYMENT_SETTINGS.pay_way_wechat }).where('key', '=', 'pay_way_wechat').execute();
    }
  });

  it('answers a USDT order with its number as the message and its pay details in payinfo', async () => {
    const { token } = await member();
    expect((await post(context.app, api.recharge.path, { paytype: 'usdt', catepay: 'ERC20', amount: 300 }, token)).body.message).toBe(messages.deposit.amountBetween(500, 50_000));
    const placed = await post<{ deposit_no: string }>(context.app, api.recharge.path, { paytype: 'usdt', catepay: 'ERC20', amount: 720 }, token);
    expect(placed.body).toEqual({ code: 200, message: placed.body.data.deposit_no, data: { deposit_no: placed.body.data.deposit_no } });

    // A foreign Host header changes nothing: the pay page is on PUBLIC_URL.
    const response = await context.app.inject({
      method: 'POST', url: api.payinfo.path, payload: { deposit_no: placed.body.message }, headers: { authorization: `Bearer ${token}`, host: 'evil.example' },
    });
    const info = { body: response.json() as { code: number; message: string; data: ResponseOf<Api['payinfo']> } };
    expect(info.body.code).toBe(200);
    expect(info.body.message).toBe('usdtpay');
    const data = info.body.data;
    expect(data.deposit_no).toBe(placed.body.message);
    expect(data.info).toMatchObject({ amount: 720, real_money: 100, paytype: 'usdt' });
    expect(data.info.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(data.cardlist.mch_id).toBe(DEFAULT_PAYMENT_SETTINGS.deposit_address_usdt_erc20);
    expect(data.cardlist.content).toBe('ERC20');
    expect(data.cardlist.payimg).toMatch(/^data:image\/png;base64,/);
    expect(data.url).toMatch(/^https:\/\/lobby\.example\.com\/payment-sandbox\/pay\/[A-Za-z0-9_-]{32}$/);
    expect(data.qrcode).toMatch(/^data:image\/png;base64,/);
  });

  it('answers AnToken, WeChat and Alipay orders with their order types', async () => {
    const { token } = await member();
    const cases = [
      [{ paytype: 'antoken', bank: 'antoken', amount: 100 }, 'antoken', 'TRC20', DEFAULT_PAYMENT_SETTINGS.deposit_address_antoken],
      [{ paytype: 'wxpay', amount: 200 }, 'wxpay', '', ''],
      [{ paytype: 'alipay', amount: 5_000 }, 'alipay', '', ''],
    ] as const;
    for (const [payload, type, protocol, address] of cases) {
      const placed = await post(context.app, api.recharge.path, payload, token);
      const info = await post<ResponseOf<Api['payinfo']>>(context.app, api.payinfo.path, { deposit_no: placed.body.message }, token);
      expect(info.body.message).toBe(type);
      expect(info.body.data.cardlist).toMatchObject({ mch_id: address, content: protocol });
      expect(info.body.data.info.real_money).toBe(0);
      expect(info.body.data.url).toContain('/payment-sandbox/pay/');
    }
  });

  it("refuses another member's order like an unknown one, and a bank order has no pay page", async () => {
    const owner = await member();
    const other = await member();
    const placed = await post(context.app, api.recharge.path, { paytype: 'alipay', amount: 100 }, owner.token);
    const refused = { code: 404, message: messages.deposit.unknownOrder, data: null };
    expect((await post(context.app, api.payinfo.path, { deposit_no: placed.body.message }, other.token)).body).toEqual(refused);
    expect((await post(context.app, api.payinfo.path, { deposit_no: 'D000' }, owner.token)).body).toEqual(refused);
    expect((await post(context.app, api.payinfo.path, {}, owner.token)).body).toEqual(refused);

    const bank = await post<{ deposit_no: string }>(context.app, api.recharge.path, bankDeposit, owner.token);
    const info = await post<ResponseOf<Api['payinfo']>>(context.app, api.payinfo.path, { deposit_no: bank.body.data.deposit_no }, owner.token);
    expect(info.body.message).toBe('bank');
    expect(info.body.data).toMatchObject({ url: '', qrcode: '', cardlist: { mch_id: '', content: '', payimg: '' } });
  });
});
