/** Deposits: methods, limits, receiving accounts, orders. */
import type { DepositOrder, ReceivingAccount } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { TEXT_LIMITS as L } from '../rules/wire.ts';
import { array, empty, extension, flag, money, number, object, oneOf, optional, string, time, type Schema } from './schema.ts';
import { wire, wireAmount, wireText } from './wire-forms.ts';

const code = { kind: 'text', limit: L.code } as const;

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
  getPayRange: { request: object({ type: wireText(L.code) }), response: object({ min_price: money(), max_price: money() }) },
  getpaybank: { request: empty(), response: array(receivingAccount) },
  recharge: {
    request: object({
      paytype: wire(oneOf(['bank', 'usdt', 'antoken', 'wxpay', 'alipay']), code),
      amount: wireAmount(),
      bank: optional(wireText(L.bankName)),
      bank_address: optional(wireText(L.bankBranch)),
      bank_no: optional(wireText(L.cardNumber)),
      bank_owner: optional(wireText(L.holder)),
      catepay: optional(wire(oneOf(['TRC20', 'ERC20']), code)),
    }),
    // Part 2 §7: the message holds the deposit number; `data.deposit_no` is Lobby's addition.
    response: object({ deposit_no: optional(extension(string())) }),
  },
  payinfo: { request: object({ deposit_no: wireText(L.code) }), response: depositOrder },
} satisfies Partial<CallSchemas>;
