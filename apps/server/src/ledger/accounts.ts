import type { Kysely } from 'kysely';
import type { ReadCaches } from '../caching/read-caches.ts';
import { precompiled } from '../db/precompiled.ts';
import type { Database } from '../db/schema.ts';
import { createAccountIfMissing, house, mainWallet, venueWallet, type AccountDescriptor, type HouseAccountCode } from './account-creation.ts';
import type { Account } from './ledger.table.ts';

/** Insert-if-missing then read the whole row (see createAccountIfMissing). */
async function getOrCreateAccount(db: Kysely<Database>, account: AccountDescriptor): Promise<Account> {
  await createAccountIfMissing(db, account);
  return db.selectFrom('accounts').selectAll().where('code', '=', account.code).executeTakeFirstOrThrow();
}

export function getOrCreateMainWallet(db: Kysely<Database>, memberId: number): Promise<Account> {
  return getOrCreateAccount(db, mainWallet(memberId));
}

/** Venue wallets appear the first time a member moves money to a game platform. */
export function getOrCreateVenueWallet(db: Kysely<Database>, memberId: number, platformName: string): Promise<Account> {
  return getOrCreateAccount(db, venueWallet(memberId, platformName));
}

export function houseAccount(db: Kysely<Database>, code: HouseAccountCode): Promise<Account> {
  return getOrCreateAccount(db, house(code));
}

export interface MemberBalances {
  mainFen: number;
  venueFen: number;
}

/** Polled every 4.3 s by every logged-in client: compiled once (see precompiled.ts). */
const selectBalances = precompiled<{ memberId: number }, { main_fen: number; venue_fen: number }>((db, param) =>
  db
    .selectFrom('accounts')
    .select((eb) => [
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('kind', '=', 'main').then(eb.ref('balance_fen')).else(0).end()), eb.lit(0)).as('main_fen'),
      eb.fn.coalesce(eb.fn.sum<number>(eb.case().when('kind', '=', 'venue').then(eb.ref('balance_fen')).else(0).end()), eb.lit(0)).as('venue_fen'),
    ])
    .where('member_id', '=', param('memberId')),
);

/** Main wallet and all venue wallets together, in one query on the member_id index. */
export async function balances(db: Kysely<Database>, memberId: number): Promise<MemberBalances> {
  const [row] = await selectBalances(db, { memberId });
  return { mainFen: Number(row?.main_fen ?? 0), venueFen: Number(row?.venue_fen ?? 0) };
}

/**
 * The balance poll's read (POST /api/balance, every 4.3 s from every member): from this process's memory
 * when nothing moved the member's money since it was last read (caching/read-caches.ts).
 */
export async function cachedBalances(db: Kysely<Database>, cache: ReadCaches['balances'], memberId: number): Promise<MemberBalances> {
  const money = await cache.read(memberId, async () => ({ value: await balances(db, memberId), tag: memberId }));
  return money ?? { mainFen: 0, venueFen: 0 };
}
