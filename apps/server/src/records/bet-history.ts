import { fenToYuan, formatServerTime, type BetRecordRow, type Paged } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pageOf, type RecordFilter } from './paging.ts';

/**
 * One page of the member's bets, newest first, within the range and (when given) on one platform.
 * Statuses are stored as the contract's BET_STATUS, so they travel as they are. `Code` is the
 * platform's code (the value the platform filter takes); the spec leaves its meaning open.
 */
export async function listBetRecords(db: Kysely<Database>, filter: RecordFilter): Promise<Paged<BetRecordRow>> {
  let query = db
    .selectFrom('bet_records')
    .where('member_id', '=', filter.memberId)
    .where('bet_time', '>=', filter.range[0])
    .where('bet_time', '<', filter.range[1]);
  if (filter.platformName !== '') query = query.where('platform_name', '=', filter.platformName);

  return pageOf(
    query,
    filter.page,
    (rows) =>
      rows
        .select(['bet_id', 'platform_name', 'bet_amount_fen', 'win_loss_fen', 'status', 'bet_time', 'playname', 'playmemo'])
        .orderBy('bet_time', 'desc')
        .orderBy('id', 'desc'),
    (row) => ({
      bet_id: row.bet_id,
      bet_amount: fenToYuan(Number(row.bet_amount_fen)),
      win_loss: fenToYuan(Number(row.win_loss_fen)),
      Code: row.platform_name,
      playname: row.playname,
      playmemo: row.playmemo,
      status: row.status,
      bet_time: formatServerTime(new Date(row.bet_time)),
    }),
  );
}
