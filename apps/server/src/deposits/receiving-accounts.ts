import type { ReceivingAccount } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The platform's shown bank accounts for bank deposits, in the operator's order. */
export async function listReceivingAccounts(db: Kysely<Database>): Promise<ReceivingAccount[]> {
  const rows = await db
    .selectFrom('receiving_bank_accounts')
    .select(['bank_name', 'bank_no', 'bank_owner', 'bank_address'])
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ bank_no: row.bank_no, bank_owner: row.bank_owner, bank_data: { bank_name: row.bank_name }, bank_address: row.bank_address }));
}
