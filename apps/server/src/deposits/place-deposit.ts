import { randomBytes } from 'node:crypto';
import {
  DEPOSIT_PAYTYPES,
  DEPOSIT_WINDOW_MINUTES,
  fenToYuan,
  messages,
  MONEY_ORDER_STATE,
  PAY_WAY_ORDER,
  payRangeType,
  protocolOf,
  usdtDepositPreview,
  validateBankDeposit,
  validateDepositAmount,
  yuanToFen,
  type Protocol,
  type RechargePayload,
} from '@lobby/contract';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { plainTransaction, type TransactionRunner } from '../db/transaction-runner.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { readSiteSettings } from '../site/site-settings.ts';
import type { DepositRow } from './deposit-orders.ts';
import { newMoneyOrderNumber } from './money-order-number.ts';
import { findPayRange } from './pay-ranges.ts';
import { readPayWays, readReceivingAddress, receivingWalletOf } from './payment-settings.ts';

const refuse = (message: string) => new DomainError(ErrorCode.badRequest, message);
const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The pay way a recharge paytype belongs to ('bank' is the card way, 'wxpay' the wechat way). */
function payWayOf(paytype: unknown) {
  return PAY_WAY_ORDER.find((way) => DEPOSIT_PAYTYPES[way] === paytype);
}

export interface PlaceDepositOptions {
  /** PAYMENT_SANDBOX: every method but bank pays through the sandbox provider, refused while it is off. */
  paymentSandbox: boolean;
  /** The member's own call passes its member transaction (auth/member-transaction.ts). */
  transaction?: TransactionRunner;
}

/**
 * Checks a recharge in the spec's order (method enabled, the bank form, then the amount within the
 * method's range) and writes the pending order. Bank deposits wait for review; every other method gets
 * a pay token for the sandbox page and a 60-minute payment window.
 */
export async function placeDeposit(
  db: Kysely<Database>,
  memberId: number,
  /** As it came on the wire: every field is judged here, the amount on its raw value. */
  payload: { readonly [K in keyof RechargePayload]?: unknown },
  options: PlaceDepositOptions = { paymentSandbox: false },
): Promise<DepositRow> {
  const way = payWayOf(payload.paytype);
  if (!way) throw refuse(messages.server.badRequest);
  if ((await readPayWays(db))[way] !== 1) throw refuse(messages.deposit.methodDisabled);
  const paytype = DEPOSIT_PAYTYPES[way];
  if (paytype !== 'bank' && !options.paymentSandbox) throw refuse(messages.paymentSandbox.disabled);
  if (paytype === 'bank') {
    const refusal = validateBankDeposit(payload);
    if (refusal) throw refuse(refusal);
  }
  const protocol: Protocol = paytype === 'usdt' ? protocolOf(payload.catepay) : 'TRC20';
  const refusal = validateDepositAmount(payload.amount, await findPayRange(db, payRangeType(way, protocol)));
  if (refusal) throw refuse(refusal);
  const amountFen = yuanToFen(payload.amount)!;

  const now = new Date();
  const wallet = receivingWalletOf(paytype, protocol);
  const { usdtrate } = await readSiteSettings(db);
  const receivingAddress = wallet === null ? null : await readReceivingAddress(db, wallet);
  return (options.transaction ?? plainTransaction(db))((trx) =>
    dialectOf(trx).insertReturningRow(
      trx.insertInto('deposits').values({
        deposit_no: newMoneyOrderNumber('D', now),
        member_id: memberId,
        paytype,
        amount_fen: amountFen,
        real_money: paytype === 'usdt' ? String(usdtDepositPreview(fenToYuan(amountFen), usdtrate)) : null,
        state: MONEY_ORDER_STATE.pending,
        bank: paytype === 'bank' ? text(payload.bank) : paytype === 'antoken' ? 'antoken' : null,
        bank_no: paytype === 'bank' ? text(payload.bank_no) : null,
        bank_owner: paytype === 'bank' ? text(payload.bank_owner) : null,
        bank_address: paytype === 'bank' ? text(payload.bank_address) : null,
        catepay: wallet === null ? null : protocol,
        created_at: now.toISOString(),
        pay_token: paytype === 'bank' ? null : randomBytes(24).toString('base64url'),
        receiving_address: receivingAddress,
        expires_at: paytype === 'bank' ? null : new Date(now.getTime() + DEPOSIT_WINDOW_MINUTES * 60_000).toISOString(),
      }),
    ),
  );
}
