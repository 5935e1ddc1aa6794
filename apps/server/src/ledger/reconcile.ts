import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * What must hold of the ledger after every step, whatever ran in parallel or crashed. Read by the
 * ledger tests and by the load and ledger benches (e2e/bench), which reconcile after their runs.
 */
export interface LedgerInvariants {
  /** Member wallets (main or venue) below zero. */
  negativeMemberAccounts: number;
  /** Transactions whose entries do not sum to zero, or that have no entries at all (half written). */
  unbalancedTransactions: number;
  /** All balances together: 0 in a double-entry ledger. */
  balancesSum: number;
  /** Accounts whose balance is not the sum of their entries. */
  accountsOffTheirEntries: number;
}

export const LEDGER_INTACT: LedgerInvariants = { negativeMemberAccounts: 0, unbalancedTransactions: 0, balancesSum: 0, accountsOffTheirEntries: 0 };

export async function ledgerInvariants(db: Kysely<Database>): Promise<LedgerInvariants> {
  const negative = await db.selectFrom('accounts').select('id').where('kind', '!=', 'house').where('balance_fen', '<', 0).execute();
  const unbalanced = await db
    .selectFrom('ledger_transactions')
    .leftJoin('ledger_entries', 'ledger_entries.transaction_id', 'ledger_transactions.id')
    .select('ledger_transactions.id')
    .groupBy('ledger_transactions.id')
    .having((eb) => eb.or([eb(eb.fn.count('ledger_entries.id'), '<', 2), eb(eb.fn.coalesce(eb.fn.sum('ledger_entries.amount_fen'), eb.lit(0)), '!=', 0)]))
    .execute();
  const total = await db.selectFrom('accounts').select((eb) => eb.fn.coalesce(eb.fn.sum<number>('balance_fen'), eb.lit(0)).as('sum')).executeTakeFirstOrThrow();
  const entrySums = db
    .selectFrom('ledger_entries')
    .select(['account_id', (eb) => eb.fn.sum<number>('amount_fen').as('sum')])
    .groupBy('account_id')
    .as('entry_sums');
  const off = await db
    .selectFrom('accounts')
    .leftJoin(entrySums, 'entry_sums.account_id', 'accounts.id')
    .select('accounts.id')
    .where((eb) => eb('accounts.balance_fen', '!=', eb.fn.coalesce('entry_sums.sum', eb.lit(0))))
    .execute();
  return {
    negativeMemberAccounts: negative.length,
    unbalancedTransactions: unbalanced.length,
    balancesSum: Number(total.sum),
    accountsOffTheirEntries: off.length,
  };
}

/** True when every invariant holds. */
export function isLedgerIntact(invariants: LedgerInvariants): boolean {
  return (Object.keys(LEDGER_INTACT) as Array<keyof LedgerInvariants>).every((key) => invariants[key] === LEDGER_INTACT[key]);
}

/** Each member's money across the main wallet and every venue wallet. */
export async function memberTotals(db: Kysely<Database>, memberIds: number[]): Promise<Record<number, number>> {
  if (memberIds.length === 0) return {};
  const rows = await db
    .selectFrom('accounts')
    .select(['member_id', (eb) => eb.fn.sum<number>('balance_fen').as('total')])
    .where('member_id', 'in', memberIds)
    .groupBy('member_id')
    .execute();
  return Object.fromEntries(rows.map((row) => [row.member_id, Number(row.total)]));
}
