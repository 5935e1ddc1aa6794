import type { Kysely } from 'kysely';
import type { ReadCaches } from '../caching/read-caches.ts';
import { precompiled } from '../db/precompiled.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { Account, AccountKind } from './ledger.table.ts';
import { nowIso } from '../db/time.ts';

/** The platform's own accounts; they are the other side of every member movement and may go negative. */
export type HouseAccountCode = 'cash' | 'bonus' | 'games';

const mainWalletCode = (memberId: number): string => `member:${memberId}:main`;
const venueWalletCode = (memberId: number, platformName: string): string => `member:${memberId}:venue:${platformName}`;
const houseAccountCode = (code: HouseAccountCode): string => `house:${code}`;

/**
 * Insert-if-missing then read: ON CONFLICT DO NOTHING makes two concurrent creators agree on one row
 * (PostgreSQL makes the second wait for the first's commit), with no error to recover from.
 */
async function getOrCreateAccount(
  db: Kysely<Database>,
  account: { code: string; kind: AccountKind; memberId: number | null; platformName: string | null },
): Promise<Account> {
  await dialectOf(db).insertSkippingConflicts(
    db
      .insertInto('accounts')
      .values({ code: account.code, kind: account.kind, member_id: account.memberId, platform_name: account.platformName, created_at: nowIso() }),
    { columns: ['code'] },
  );
  return db.selectFrom('accounts').selectAll().where('code', '=', account.code).executeTakeFirstOrThrow();
}

export function getOrCreateMainWallet(db: Kysely<Database>, memberId: number): Promise<Account> {
  return getOrCreateAccount(db, { code: mainWalletCode(memberId), kind: 'main', memberId, platformName: null });
}

/** Venue wallets appear the first time a member moves money to a game platform. */
export function getOrCreateVenueWallet(db: Kysely<Database>, memberId: number, platformName: string): Promise<Account> {
  return getOrCreateAccount(db, { code: venueWalletCode(memberId, platformName), kind: 'venue', memberId, platformName });
}

export function houseAccount(db: Kysely<Database>, code: HouseAccountCode): Promise<Account> {
  return getOrCreateAccount(db, { code: houseAccountCode(code), kind: 'house', memberId: null, platformName: null });
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
