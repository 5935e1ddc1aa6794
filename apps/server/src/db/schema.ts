import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * One interface per table (kysely's example-app style). Money is integer fen; times are ISO-8601 UTC
 * text written by the server (`nowIso()`), which sorts and compares the same on SQLite and PostgreSQL.
 */
export interface Database {
  members: MembersTable;
  api_tokens: ApiTokensTable;
  accounts: AccountsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  site_settings: SiteSettingsTable;
  platforms: PlatformsTable;
}

export interface MembersTable {
  id: Generated<number>;
  /** The account name as the member typed it. */
  account: string;
  /** Lower-cased account, unique: accounts are taken case-insensitively. */
  account_key: string;
  password_hash: string;
  pay_password_hash: string;
  realname: string;
  birthday: Generated<string>;
  email: Generated<string>;
  mobile: Generated<string>;
  avatar: Generated<string>;
  isblack: Generated<number>;
  /** 1 enabled, 0 disabled. */
  status: Generated<number>;
  isagent: Generated<number>;
  vip: Generated<number>;
  paysum_fen: Generated<number>;
  /** 1 = free-transfer mode. */
  transferstatus: Generated<number>;
  introducer_id: number | null;
  register_ip: Generated<string>;
  created_at: string;
  last_login_at: string | null;
  last_login_ip: string | null;
}

export interface ApiTokensTable {
  id: Generated<number>;
  member_id: number;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}

export type AccountKind = 'main' | 'venue' | 'house';

export interface AccountsTable {
  id: Generated<number>;
  /** Stable name: `member:<id>:main`, `member:<id>:venue:<platname>`, `house:<code>`. */
  code: string;
  member_id: number | null;
  kind: AccountKind;
  platname: string | null;
  balance_fen: Generated<number>;
  created_at: string;
}

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

export interface SiteSettingsTable {
  key: string;
  value: string;
}

export interface PlatformsTable {
  platname: string;
  name: string;
  /** 1 listed and playable, 0 hidden. */
  status: Generated<number>;
  sort: Generated<number>;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type Account = Selectable<AccountsTable>;
