import type { Kysely, Transaction } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { getOrCreateMainWallet } from '../ledger/accounts.ts';
import { postTransfer, type TransferEntry } from '../ledger/post-transfer.ts';

export interface Venue {
  platformName: string;
  name: string;
}

export interface VenueBalance extends Venue {
  balanceFen: number;
}

/** The platforms a member may play, in display order. */
export function listVenues(db: Kysely<Database>): Promise<Venue[]> {
  return db
    .selectFrom('platforms')
    .select(['platform_name as platformName', 'name'])
    .where('status', '=', 1)
    .orderBy('sort')
    .orderBy('platform_name')
    .execute();
}

/** A listed (status on) venue by its platform name. */
export function findListedVenue(db: Kysely<Database>, platformName: string): Promise<Venue | undefined> {
  return db
    .selectFrom('platforms')
    .select(['platform_name as platformName', 'name'])
    .where('platform_name', '=', platformName)
    .where('status', '=', 1)
    .executeTakeFirst();
}

/** Listed venues with the member's balance there; a venue never used has no wallet row and reads 0. */
function venueBalancesQuery(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('platforms')
    .leftJoin('accounts', (join) =>
      join.onRef('accounts.platform_name', '=', 'platforms.platform_name').on('accounts.member_id', '=', memberId).on('accounts.kind', '=', 'venue'),
    )
    .select(['platforms.platform_name', 'platforms.name', 'accounts.balance_fen'])
    .where('platforms.status', '=', 1);
}

const toVenueBalance = (row: { platform_name: string; name: string; balance_fen: number | null }): VenueBalance => ({
  platformName: row.platform_name,
  name: row.name,
  balanceFen: Number(row.balance_fen ?? 0),
});

/** Every listed venue with the member's balance, in one query; reading never creates wallets. */
export async function listVenueBalances(db: Kysely<Database>, memberId: number): Promise<VenueBalance[]> {
  const rows = await venueBalancesQuery(db, memberId).orderBy('platforms.sort').orderBy('platforms.platform_name').execute();
  return rows.map(toVenueBalance);
}

/** One listed venue with the member's balance there; undefined when the venue is unknown or disabled. */
export async function findVenueBalance(db: Kysely<Database>, memberId: number, platformName: string): Promise<VenueBalance | undefined> {
  const row = await venueBalancesQuery(db, memberId).where('platforms.platform_name', '=', platformName).executeTakeFirst();
  return row && toVenueBalance(row);
}

/**
 * The member's main and venue wallets, locked in id order (the order postTransfer locks in, so no
 * deadlock with it). The sweep moves exactly the balances it read: unlocked, a parallel sweep, launch
 * or round could move them first, and the sweep's conditional debit would then refuse money that is
 * only elsewhere (余额不足) instead of moving what is there.
 */
function lockWallets(trx: Transaction<Database>, memberId: number) {
  const query = trx
    .selectFrom('accounts')
    .select(['id', 'kind', 'balance_fen'])
    .where('member_id', '=', memberId)
    .where('kind', 'in', ['main', 'venue'])
    .orderBy('id');
  return dialectOf(trx).lockForUpdate(query).execute();
}

export interface SweepRequest {
  memberId: number;
  kind: string;
  idempotencyKey: string;
  /**
   * Omitted: every venue comes home to the main wallet (transall). Given: every other venue and the
   * whole main wallet go to this venue wallet (a free-transfer launch).
   */
  intoVenueAccountId?: number;
}

/**
 * Sweeps the member's money as ONE balanced ledger transaction (nothing is posted when there is nothing
 * to move). The wallets are locked before they are read, so a sweep racing another sweep, a launch or a
 * round moves what is there once the other has finished: every answer is the true outcome. The
 * ledger's conditional debit stays the last guard.
 */
export async function sweepVenueWallets(trx: Transaction<Database>, request: SweepRequest): Promise<void> {
  const main = await getOrCreateMainWallet(trx, request.memberId);
  const target = request.intoVenueAccountId;
  const wallets = await lockWallets(trx, request.memberId);
  const venues = wallets.filter((wallet) => wallet.kind === 'venue' && wallet.id !== target && Number(wallet.balance_fen) > 0);
  const recoveredFen = venues.reduce((sum, venue) => sum + Number(venue.balance_fen), 0);
  const entries: TransferEntry[] = venues.map((venue) => ({ accountId: venue.id, amountFen: -Number(venue.balance_fen) }));

  if (target === undefined) {
    if (recoveredFen > 0) entries.push({ accountId: main.id, amountFen: recoveredFen });
  } else {
    const mainFen = Number(wallets.find((wallet) => wallet.id === main.id)?.balance_fen ?? 0);
    if (mainFen > 0) entries.push({ accountId: main.id, amountFen: -mainFen });
    if (recoveredFen + mainFen > 0) entries.push({ accountId: target, amountFen: recoveredFen + mainFen });
  }
  if (entries.length < 2) return;
  await postTransfer(trx, { kind: request.kind, idempotencyKey: request.idempotencyKey, memberId: request.memberId, entries });
}
