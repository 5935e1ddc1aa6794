import {
  CARD_LIST_TYPES,
  columnId,
  fenToYuan,
  messages,
  MONEY_ORDER_STATE,
  validateWithdrawal,
  withdrawalArrival,
  withdrawalConversion,
  withdrawalFee,
  WITHDRAWAL_MODES,
  yuanToFen,
  type WithdrawPayload,
} from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { plainTransaction, type TransactionRunner } from '../db/transaction-runner.ts';
import { nowIso } from '../db/time.ts';
import { newMoneyOrderNumber } from '../deposits/money-order-number.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { balances, getOrCreateMainWallet } from '../ledger/accounts.ts';
import { InsufficientFundsError } from '../ledger/errors.ts';
import { postTransfer } from '../ledger/post-transfer.ts';
import { secretMatches } from '../profile/member-secrets.ts';
import type { PayPasswordGuard } from '../profile/pay-password-guard.ts';
import { readSiteSettings } from '../site/site-settings.ts';
import { getOrCreateHeldAccount } from './held-account.ts';
import { requiredTurnoverFen } from './turnover-requirement.ts';
import { findMemberCard } from './withdrawal-orders.ts';

const refuse = (message: string) => new DomainError(ErrorCode.badRequest, message);

export interface WithdrawalRequest {
  memberId: number;
  /** As it came on the wire: the contract's rule judges every field. */
  payload: { readonly [K in keyof WithdrawPayload]?: unknown };
  /** The ledger key of the hold; a replayed key holds nothing and writes no second order. */
  idempotencyKey: string;
  /** The member's own call passes its member transaction (auth/member-transaction.ts). */
  transaction?: TransactionRunner;
}

/** USDT amount and fee of a crypto withdrawal at today's rate, refused when nothing would arrive. */
async function cryptoTerms(db: Kysely<Database>, amountFen: number, protocol: string) {
  const settings = await readSiteSettings(db);
  const amount = fenToYuan(amountFen);
  const fee = withdrawalFee(protocol, settings);
  if (withdrawalArrival(amount, settings.withdrawusdtrate, fee) <= 0) throw refuse(messages.withdrawal.belowFee);
  return { usdt_amount: String(withdrawalConversion(amount, settings.withdrawusdtrate)), usdt_fee: String(fee) };
}

/**
 * Checks a withdrawal (the contract's rule, then: the account is the member's, the payment password
 * within the member's limit of wrong guesses, the main balance, the turnover requirement) and holds the
 * amount: in ONE database transaction the amount moves from the main wallet to the member's held account
 * and the pending order is written.
 * The ledger's conditional debit decides races: of many concurrent full-balance requests one holds.
 */
export async function requestWithdrawal(db: Kysely<Database>, request: WithdrawalRequest, payPasswords: PayPasswordGuard): Promise<void> {
  const { memberId, payload } = request;
  const refusal = validateWithdrawal({ ...payload, qutype: WITHDRAWAL_MODES.bank });
  if (refusal) throw refuse(refusal);
  // An id the card table cannot hold (2147483648 and up) names no card, and never reaches PostgreSQL.
  const cardId = columnId(payload.bank);
  const card = cardId === undefined ? undefined : await findMemberCard(db, memberId, cardId);
  if (!card) throw refuse(messages.withdrawal.accountNotFound);
  const payPasswordRight = await payPasswords.verify(memberId, () => secretMatches(db, memberId, 'pay', String(payload.password)));
  if (!payPasswordRight) throw refuse(messages.withdrawal.wrongPayPassword);

  const amountFen = yuanToFen(payload.amount)!;
  if ((await balances(db, memberId)).mainFen < amountFen) throw refuse(messages.withdrawal.insufficientBalance);
  const requiredFen = await requiredTurnoverFen(db, memberId);
  if (requiredFen > 0) throw refuse(messages.withdrawal.turnoverRemaining(fenToYuan(requiredFen)));
  const crypto = card.list_type === CARD_LIST_TYPES.bank ? { usdt_amount: null, usdt_fee: null } : await cryptoTerms(db, amountFen, card.bank_owner);

  try {
    await (request.transaction ?? plainTransaction(db))(async (trx) => {
      const [main, held] = [await getOrCreateMainWallet(trx, memberId), await getOrCreateHeldAccount(trx, memberId)];
      const hold = await postTransfer(trx, {
        kind: 'withdrawal_hold',
        idempotencyKey: request.idempotencyKey,
        memberId,
        entries: [
          { accountId: main.id, amountFen: -amountFen },
          { accountId: held.id, amountFen },
        ],
      });
      if (hold.replayed) return;
      await trx
        .insertInto('withdrawals')
        .values({
          withdraw_no: newMoneyOrderNumber('W'),
          member_id: memberId,
          amount_fen: amountFen,
          state: MONEY_ORDER_STATE.pending,
          card_id: card.id,
          list_type: card.list_type,
          bank: card.bank,
          bank_no: card.bank_no,
          bank_owner: card.bank_owner,
          bank_address: card.bank_address,
          ...crypto,
          created_at: nowIso(),
        })
        .execute();
    });
  } catch (error) {
    // The balance changed since the check above (a concurrent withdrawal or transfer won).
    if (error instanceof InsufficientFundsError) throw refuse(messages.withdrawal.insufficientBalance);
    throw error;
  }
}
