import type { Kysely } from 'kysely';
import { perDatabase } from '../db/per-database.ts';
import type { Database } from '../db/schema.ts';
import { createAccountIfMissing, createdInThisTransaction, mainWallet, venueWallet, type AccountDescriptor } from './account-creation.ts';

/**
 * Account ids by code, for the hot path (a wallet transfer names two wallets): accounts are never
 * deleted and codes never change, so a committed account's id is a fact that needs no query after the
 * first. Only committed ids are remembered: an id this transaction inserted itself would point nowhere
 * if it rolled back. Profiled: the two wallet look-ups were 4 of the 11 round trips of a transfer.
 */
const MAX_REMEMBERED = 100_000;
const idsByCode = perDatabase(() => new Map<string, number>());

function remember(db: Kysely<Database>, code: string, id: number): void {
  const ids = idsByCode(db);
  // Bounded: the oldest entry goes first (a Map iterates in insertion order).
  if (ids.size >= MAX_REMEMBERED) ids.delete(ids.keys().next().value!);
  ids.set(code, id);
}

async function accountId(db: Kysely<Database>, account: AccountDescriptor): Promise<number> {
  const known = idsByCode(db).get(account.code);
  if (known !== undefined) return known;

  const created = await createAccountIfMissing(db, account);
  if (created !== undefined) {
    if (!db.isTransaction) remember(db, account.code, created);
    return created;
  }
  // Taken: committed by another transaction (PostgreSQL waited for it), or inserted earlier by this one.
  const { id } = await db.selectFrom('accounts').select('id').where('code', '=', account.code).executeTakeFirstOrThrow();
  if (!createdInThisTransaction(db, account.code)) remember(db, account.code, id);
  return id;
}

export function mainWalletId(db: Kysely<Database>, memberId: number): Promise<number> {
  return accountId(db, mainWallet(memberId));
}

export function venueWalletId(db: Kysely<Database>, memberId: number, platformName: string): Promise<number> {
  return accountId(db, venueWallet(memberId, platformName));
}

/** Whether both wallets are known to exist (committed), so that a transfer between them creates nothing. */
export function walletsKnown(db: Kysely<Database>, memberId: number, platformName: string): boolean {
  const ids = idsByCode(db);
  return ids.has(mainWallet(memberId).code) && ids.has(venueWallet(memberId, platformName).code);
}
