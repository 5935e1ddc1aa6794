import type { Bank } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** The bank picker's list, in the operator's order. */
export function listBanks(db: Kysely<Database>): Promise<Bank[]> {
  return db.selectFrom('banks').select('bank_name').orderBy('sort').orderBy('bank_name').execute();
}

export async function isKnownBank(db: Kysely<Database>, bankName: string): Promise<boolean> {
  return (await db.selectFrom('banks').select('bank_name').where('bank_name', '=', bankName).executeTakeFirst()) !== undefined;
}
