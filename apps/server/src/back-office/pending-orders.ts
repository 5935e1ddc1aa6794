import { fenToYuan, formatServerTime, MONEY_ORDER_STATE } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

const shownTime = (iso: string | null): string => (iso === null ? '' : formatServerTime(new Date(iso)));

/** Deposits waiting for a decision, oldest first, with the member's account name; amounts in yuan. */
export async function listPendingDeposits(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('deposits')
    .innerJoin('members', 'members.id', 'deposits.member_id')
    .select([
      'deposits.deposit_no',
      'members.account',
      'deposits.paytype',
      'deposits.amount_fen',
      'deposits.bank',
      'deposits.bank_no',
      'deposits.bank_owner',
      'deposits.bank_address',
      'deposits.catepay',
      'deposits.created_at',
      'deposits.expires_at',
    ])
    .where('deposits.state', '=', MONEY_ORDER_STATE.pending)
    .orderBy('deposits.created_at')
    .execute();
  return rows.map(({ amount_fen, created_at, expires_at, ...row }) => ({
    ...row,
    amount: fenToYuan(Number(amount_fen)),
    created_at: shownTime(created_at),
    expires_at: shownTime(expires_at),
  }));
}

/** Withdrawals waiting for a decision, oldest first, with where the money goes; amounts in yuan. */
export async function listPendingWithdrawals(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('withdrawals')
    .innerJoin('members', 'members.id', 'withdrawals.member_id')
    .select([
      'withdrawals.id',
      'withdrawals.withdraw_no',
      'members.account',
      'withdrawals.amount_fen',
      'withdrawals.bank',
      'withdrawals.bank_no',
      'withdrawals.bank_owner',
      'withdrawals.bank_address',
      'withdrawals.usdt_amount',
      'withdrawals.usdt_fee',
      'withdrawals.created_at',
    ])
    .where('withdrawals.state', '=', MONEY_ORDER_STATE.pending)
    .orderBy('withdrawals.created_at')
    .execute();
  return rows.map(({ amount_fen, created_at, ...row }) => ({ ...row, amount: fenToYuan(Number(amount_fen)), created_at: shownTime(created_at) }));
}
