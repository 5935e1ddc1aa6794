import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import type { AccountKind } from './ledger.table.ts';

/** The platform's own accounts; they are the other side of every member movement and may go negative. */
export type HouseAccountCode = 'cash' | 'bonus' | 'games';

/** An account as created: its code (`member:<id>:main`, `member:<id>:venue:<platform_name>`, `house:<code>`) never changes. */
export interface AccountDescriptor {
  code: string;
  kind: AccountKind;
  memberId: number | null;
  platformName: string | null;
}

export const mainWallet = (memberId: number): AccountDescriptor => ({ code: `member:${memberId}:main`, kind: 'main', memberId, platformName: null });
export const venueWallet = (memberId: number, platformName: string): AccountDescriptor => ({
  code: `member:${memberId}:venue:${platformName}`,
  kind: 'venue',
  memberId,
  platformName,
});
export const house = (code: HouseAccountCode): AccountDescriptor => ({ code: `house:${code}`, kind: 'house', memberId: null, platformName: null });

/** Codes each open transaction created: until it commits, their ids may still vanish (account-ids.ts). */
const createdByTransaction = new WeakMap<Kysely<Database>, Set<string>>();

/**
 * Creates the account unless its code is taken and answers the new id, or undefined when it existed.
 * ON CONFLICT DO NOTHING makes two concurrent creators agree on one row (PostgreSQL makes the second
 * wait for the first's commit), with no error to recover from.
 */
export async function createAccountIfMissing(db: Kysely<Database>, account: AccountDescriptor): Promise<number | undefined> {
  const [id] = await dialectOf(db).insertNewIds(
    db
      .insertInto('accounts')
      .values({ code: account.code, kind: account.kind, member_id: account.memberId, platform_name: account.platformName, created_at: nowIso() }),
    { columns: ['code'] },
  );
  if (id !== undefined && db.isTransaction) createdByTransaction.set(db, (createdByTransaction.get(db) ?? new Set()).add(account.code));
  return id;
}

/** Whether this open transaction created the account itself (so it is not committed yet). */
export function createdInThisTransaction(db: Kysely<Database>, code: string): boolean {
  return db.isTransaction && (createdByTransaction.get(db)?.has(code) ?? false);
}
