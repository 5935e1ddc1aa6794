/** Deposits: methods, limits, receiving accounts, orders. */
import type { DepositOrder, ReceivingAccount } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { array, empty, extension, flag, money, number, object, oneOf, optional, string, time, type Schema } from './schema.ts';

const receivingAccount: Schema<ReceivingAccount> = object({
  bank_no: string(),
  bank_owner: string(),
  bank_data: object({ bank_name: string() }),
  bank_address: string(),
});

const depositOrder: Schema<DepositOrder> = object({
  deposit_no: string(),
  info: object({ amount: money(), real_money: number(), created_at: time(), paytype: string() }),
  cardlist: object({ mch_id: string(), content: string(), payimg: string() }),
  qrcode: string(),
  url: string(),
});

export const depositSchemas = {
  get_pay_way: {
    request: empty(),
    response: object({ antoken: flag(), card: flag(), usdt: flag(), wechat: flag(), alipay: flag() }),
  },
  getPayRange: { request: object({ type: string() }), response: object({ min_price: money(), max_price: money() }) },
  getpaybank: { request: empty(), response: array(receivingAccount) },
  recharge: {
    request: object({
      paytype: oneOf(['bank', 'usdt', 'antoken', 'wxpay', 'alipay']),
      amount: money(),
      bank: optional(string()),
      bank_address: optional(string()),
      bank_no: optional(string()),
      bank_owner: optional(string()),
      catepay: optional(oneOf(['TRC20', 'ERC20'])),
    }),
    // Part 2 §7: the message holds the deposit number; `data.deposit_no` is Lobby's addition.
    response: object({ deposit_no: optional(extension(string())) }),
  },
  payinfo: { request: object({ deposit_no: string() }), response: depositOrder },
} satisfies Partial<CallSchemas>;
