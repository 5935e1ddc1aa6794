import type { Generated, Selectable } from 'kysely';

/** held: a member's withdrawals awaiting review, out of the spendable balance (0007). */
export type AccountKind = 'main' | 'venue' | 'house' | 'held';

export interface AccountsTable {
  id: Generated<number>;
  /** Stable name: `member:<id>:main`, `member:<id>:venue:<platform_name>`, `house:<code>`. */
  code: string;
  member_id: number | null;
  kind: AccountKind;
  platform_name: string | null;
  balance_fen: Generated<number>;
  created_at: string;
}

export type Account = Selectable<AccountsTable>;

export interface LedgerTransactionsTable {
  id: Generated<number>;
  kind: string;
  idempotency_key: string;
  member_id: number | null;
  memo: Generated<string>;
  created_at: string;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  transaction_id: number;
  account_id: number;
  /** Signed: positive credits the account, negative debits it. */
  amount_fen: number;
}
