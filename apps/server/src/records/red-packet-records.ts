import { fenToYuan, formatServerTime, type Paged, type RedPacketRow } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pageOf } from './paging.ts';

/**
 * One page of the member's red packets, newest first. money is the deposits the grab counted (the
 * qualifying recharge); created_at is the grab, when those deposits were counted, and usetime the
 * payment, which is the same moment because a packet is paid as it is grabbed.
 */
export async function listRedPacketRecords(db: Kysely<Database>, memberId: number, page: number): Promise<Paged<RedPacketRow>> {
  const query = db.selectFrom('red_packet_grabs').where('member_id', '=', memberId);
  return pageOf(
    query,
    page,
    (rows) =>
      rows
        .select(['recharge_fen', 'amount_fen', 'created_at', 'used_at'])
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc'),
    (row) => ({
      money: fenToYuan(Number(row.recharge_fen)),
      redpacketmoney: fenToYuan(Number(row.amount_fen)),
      created_at: formatServerTime(new Date(row.created_at)),
      usetime: formatServerTime(new Date(row.used_at)),
    }),
  );
}
