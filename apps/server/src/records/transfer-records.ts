import { fenToYuan, formatServerTime, TRANSFER_STATE, type Paged, type TransactionRow } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { WALLET_TRANSFER_KINDS, type TransferDirection } from '../transfers/wallet-transfer.ts';
import { pageOf, type RecordFilter } from './paging.ts';

/**
 * The ledger kinds that move money between the platform wallet and venue wallets: manual transfers,
 * the free-transfer launch (src/routes/api/games/get-game-url.ts: every other venue and the main
 * wallet into the launched venue) and the one-key recovery (transall). Game bets and payouts also
 * touch venue wallets but are not transfers.
 */
const TRANSFER_KINDS = [WALLET_TRANSFER_KINDS.in, WALLET_TRANSFER_KINDS.out, 'free_transfer_in', 'recover_all'];

/**
 * One page of the member's transfers of one direction, newest first. A row is one venue wallet's side
 * of a ledger transaction: 'in' (转入) a venue credited, 'out' (转出) a venue debited, so a free-transfer
 * launch that gathers two venues shows one transfer-in and two transfer-outs. pay_way is the venue's
 * name; the platform filter matches the venue. Ledger postings either happen whole or not at all, so
 * every row is a success.
 */
export async function listTransferRecords(db: Kysely<Database>, filter: RecordFilter, direction: TransferDirection): Promise<Paged<TransactionRow>> {
  let query = db
    .selectFrom('ledger_entries as entry')
    .innerJoin('ledger_transactions as movement', 'movement.id', 'entry.transaction_id')
    .innerJoin('accounts as wallet', 'wallet.id', 'entry.account_id')
    .leftJoin('platforms as venue', 'venue.platform_name', 'wallet.platform_name')
    .where('wallet.member_id', '=', filter.memberId)
    .where('wallet.kind', '=', 'venue')
    .where('movement.kind', 'in', TRANSFER_KINDS)
    .where('entry.amount_fen', direction === 'in' ? '>' : '<', 0)
    .where('movement.created_at', '>=', filter.range[0])
    .where('movement.created_at', '<', filter.range[1]);
  if (filter.platformName !== '') query = query.where('wallet.platform_name', '=', filter.platformName);

  return pageOf(
    query,
    filter.page,
    (rows) =>
      rows
        .select(['entry.amount_fen', 'wallet.platform_name', 'venue.name', 'movement.created_at'])
        .orderBy('movement.created_at', 'desc')
        .orderBy('entry.id', 'desc'),
    (row) => ({
      amount: fenToYuan(Math.abs(Number(row.amount_fen))),
      pay_way: row.name ?? row.platform_name ?? '',
      state: TRANSFER_STATE.success,
      created_at: formatServerTime(new Date(row.created_at)),
    }),
  );
}
