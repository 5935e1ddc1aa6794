import type { Generated } from 'kysely';

/** The platform's accounts members pay bank deposits into (/api/getpaybank). */
export interface ReceivingBankAccountsTable {
  id: Generated<number>;
  bank_name: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  /** 1 shown, 0 hidden. */
  status: Generated<number>;
  sort: Generated<number>;
  seed_key: string | null;
}
