import { CARD_LIST_TYPES, fenToYuan, formatServerTime, messages, type DepositPaytype, type Paged, type TransactionRow } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pageOf, type RecordFilter } from './paging.ts';

/** The method names members know ('银行卡', 'USDT', '微信支付' ...), shared with the payment pages. */
const METHOD_NAMES: Readonly<Record<DepositPaytype, string>> = messages.paymentSandbox.methods;

/**
 * Deposits and withdrawals move the platform wallet, never a venue's, so the platform filter does not
 * apply to them: a member who picked a platform on the transfer tabs still sees every order here.
 */
type MoneyOrderFilter = Omit<RecordFilter, 'platformName'>;

/** One page of the member's deposit orders, newest first, in every state as stored (0..3). */
export async function listDepositRecords(db: Kysely<Database>, filter: MoneyOrderFilter): Promise<Paged<TransactionRow>> {
  const query = db
    .selectFrom('deposits')
    .where('member_id', '=', filter.memberId)
    .where('created_at', '>=', filter.range[0])
    .where('created_at', '<', filter.range[1]);
  return pageOf(
    query,
    filter.page,
    (rows) => rows.select(['deposit_no', 'paytype', 'amount_fen', 'state', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (row) => ({
      out_trade_no: row.deposit_no,
      amount: fenToYuan(Number(row.amount_fen)),
      pay_way: METHOD_NAMES[row.paytype as DepositPaytype] ?? row.paytype,
      state: row.state,
      created_at: formatServerTime(new Date(row.created_at)),
    }),
  );
}

/** Where a withdrawal goes: the bank's name for a card, the currency for a wallet. */
function withdrawalWay(row: { list_type: number; bank: string }): string {
  if (row.list_type === CARD_LIST_TYPES.usdt) return METHOD_NAMES.usdt;
  if (row.list_type === CARD_LIST_TYPES.antoken) return METHOD_NAMES.antoken;
  return row.bank;
}

/** One page of the member's withdrawals, newest first: 1 pending review, 2 approved, 3 rejected. */
export async function listWithdrawalRecords(db: Kysely<Database>, filter: MoneyOrderFilter): Promise<Paged<TransactionRow>> {
  const query = db
    .selectFrom('withdrawals')
    .where('member_id', '=', filter.memberId)
    .where('created_at', '>=', filter.range[0])
    .where('created_at', '<', filter.range[1]);
  return pageOf(
    query,
    filter.page,
    (rows) => rows.select(['withdraw_no', 'amount_fen', 'state', 'list_type', 'bank', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (row) => ({
      out_trade_no: row.withdraw_no,
      amount: fenToYuan(Number(row.amount_fen)),
      pay_way: withdrawalWay(row),
      state: row.state,
      created_at: formatServerTime(new Date(row.created_at)),
    }),
  );
}
