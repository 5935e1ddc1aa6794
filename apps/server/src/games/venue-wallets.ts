import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { getOrCreateMainWallet } from '../ledger/accounts.ts';
import { postTransfer, type TransferEntry } from '../ledger/post-transfer.ts';

export interface Venue {
  platname: string;
  name: string;
}

export interface VenueBalance extends Venue {
  balanceFen: number;
}

/** The platforms a member may play, in display order. */
export function listVenues(db: Kysely<Database>): Promise<Venue[]> {
  return db.selectFrom('platforms').select(['platname', 'name']).where('status', '=', 1).orderBy('sort').orderBy('platname').execute();
}

/** A listed (status on) venue by its platname. */
export function findListedVenue(db: Kysely<Database>, platname: string): Promise<Venue | undefined> {
  return db.selectFrom('platforms').select(['platname', 'name']).where('platname', '=', platname).where('status', '=', 1).executeTakeFirst();
}

/** Listed venues with the member's balance there; a venue never used has no wallet row and reads 0. */
function venueBalancesQuery(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('platforms')
    .leftJoin('accounts', (join) =>
      join.onRef('accounts.platname', '=', 'platforms.platname').on('accounts.member_id', '=', memberId).on('accounts.kind', '=', 'venue'),
    )
    .select(['platforms.platname', 'platforms.name', 'accounts.balance_fen'])
    .where('platforms.status', '=', 1);
}

const toVenueBalance = (row: { platname: string; name: string; balance_fen: number | null }): VenueBalance => ({
  platname: row.platname,
  name: row.name,
  balanceFen: Number(row.balance_fen ?? 0),
});

/** Every listed venue with the member's balance, in one query; reading never creates wallets. */
export async function listVenueBalances(db: Kysely<Database>, memberId: number): Promise<VenueBalance[]> {
  const rows = await venueBalancesQuery(db, memberId).orderBy('platforms.sort').orderBy('platforms.platname').execute();
  return rows.map(toVenueBalance);
}

/** One listed venue with the member's balance there; undefined when the venue is unknown or disabled. */
export async function findVenueBalance(db: Kysely<Database>, memberId: number, platname: string): Promise<VenueBalance | undefined> {
  const row = await venueBalancesQuery(db, memberId).where('platforms.platname', '=', platname).executeTakeFirst();
  return row && toVenueBalance(row);
}

/** The member's venue wallets holding money, other than `except`. */
function fundedVenueWallets(trx: Transaction<Database>, memberId: number, except?: string) {
  let query = trx
    .selectFrom('accounts')
    .select(['id', 'balance_fen'])
    .where('member_id', '=', memberId)
    .where('kind', '=', 'venue')
    .where('balance_fen', '>', 0);
  if (except !== undefined) query = query.where('platname', '!=', except);
  return query.orderBy('id').execute();
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
 * to move): a venue debit that lost a race with a round is refused by the ledger's conditional debit and
 * the whole sweep rolls back.
 */
export async function sweepVenueWallets(trx: Transaction<Database>, request: SweepRequest): Promise<void> {
  const main = await getOrCreateMainWallet(trx, request.memberId);
  const target = request.intoVenueAccountId;
  const excepted = target === undefined ? undefined : await venuePlatname(trx, target);
  const venues = await fundedVenueWallets(trx, request.memberId, excepted);
  const recoveredFen = venues.reduce((sum, venue) => sum + Number(venue.balance_fen), 0);
  const entries: TransferEntry[] = venues.map((venue) => ({ accountId: venue.id, amountFen: -Number(venue.balance_fen) }));

  if (target === undefined) {
    if (recoveredFen > 0) entries.push({ accountId: main.id, amountFen: recoveredFen });
  } else {
    const mainFen = Number(main.balance_fen);
    if (mainFen > 0) entries.push({ accountId: main.id, amountFen: -mainFen });
    if (recoveredFen + mainFen > 0) entries.push({ accountId: target, amountFen: recoveredFen + mainFen });
  }
  if (entries.length < 2) return;
  await postTransfer(trx, { kind: request.kind, idempotencyKey: request.idempotencyKey, memberId: request.memberId, entries });
}

async function venuePlatname(trx: Transaction<Database>, accountId: number): Promise<string> {
  const row = await trx.selectFrom('accounts').select('platname').where('id', '=', accountId).executeTakeFirstOrThrow();
  if (row.platname === null) throw new Error(`games: account ${accountId} is not a venue wallet`);
  return row.platname;
}
