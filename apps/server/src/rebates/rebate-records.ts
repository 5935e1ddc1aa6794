import { fenToYuan, formatServerTime, REBATE_STATE, type RebateRecords, type RebateRow } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pageOf } from '../records/paging.ts';

export interface RebateQuery {
  memberId: number;
  /** [start, end) of the rebate time (created_at). */
  range: [Date, Date];
  /** A platform name; '' for every platform. */
  platformName: string;
  page: number;
}

/** The member's claimed and unclaimed sums, in fen. */
async function totalsOf(db: Kysely<Database>, memberId: number): Promise<{ claimedFen: number; pendingFen: number }> {
  const rows = await db
    .selectFrom('rebates')
    .select(['state', (eb) => eb.fn.sum<number>('money_fen').as('sum')])
    .where('member_id', '=', memberId)
    .groupBy('state')
    .execute();
  const sumOf = (state: number) => Number(rows.find((row) => row.state === state)?.sum ?? 0);
  return { claimedFen: sumOf(REBATE_STATE.claimed), pendingFen: sumOf(REBATE_STATE.unclaimed) };
}

/**
 * One page of the member's rebates, newest first, filtered by rebate time and platform. The totals are
 * the member's whole account, not the filtered page: 点击领取 pays every unclaimed row, so 待领取 must show
 * all of them whatever the filters.
 */
export async function listRebateRecords(db: Kysely<Database>, query: RebateQuery): Promise<RebateRecords> {
  let rows = db
    .selectFrom('rebates')
    .where('member_id', '=', query.memberId)
    .where('created_at', '>=', query.range[0].toISOString())
    .where('created_at', '<', query.range[1].toISOString());
  if (query.platformName !== '') rows = rows.where('platform_name', '=', query.platformName);

  const list = await pageOf(
    rows,
    query.page,
    (filtered) => filtered.select(['game_name', 'money_fen', 'created_at', 'updated_at', 'state']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (row): RebateRow => ({
      gamename: row.game_name,
      money: fenToYuan(Number(row.money_fen)),
      created_at: formatServerTime(new Date(row.created_at)),
      // The screen shows 暂未领取 while state is 0, whatever this holds.
      updated_at: row.updated_at ? formatServerTime(new Date(row.updated_at)) : '',
      state: row.state,
    }),
  );
  const { claimedFen, pendingFen } = await totalsOf(db, query.memberId);
  return {
    list,
    jisuan: fenToYuan(claimedFen),
    nojisuan: fenToYuan(pendingFen),
  };
}
