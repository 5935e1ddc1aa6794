import type { Insertable, Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { RedPacketTiersTable } from './red-packets.table.ts';

/** A year-round campaign (dates in US Eastern time), three grabs a day at most, an 88,888.00 pool. */
const CAMPAIGN = { id: 1, start_date: '2026-01-01', end_date: '2027-12-31', max_times: 3, remaining_fen: 8_888_800 };

/** Deposits from the previous day 12:00 to 10:00 earn grabs; larger deposits earn more and larger packets. */
const TIERS: ReadonlyArray<Insertable<RedPacketTiersTable>> = [
  { recharge_fen: 10_000, grabs: 1, min_fen: 100, max_fen: 888 },
  { recharge_fen: 50_000, grabs: 2, min_fen: 288, max_fen: 1_888 },
  { recharge_fen: 100_000, grabs: 3, min_fen: 588, max_fen: 3_888 },
  { recharge_fen: 500_000, grabs: 3, min_fen: 1_888, max_fen: 8_888 },
];

/** The tiers come with the campaign row, once: an operator's later edits and deletions stay. */
export async function seedRedPackets(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const created = await dialectOf(trx).insertNewIds(trx.insertInto('red_packet_campaign').values(CAMPAIGN), { columns: ['id'] });
    if (created.length > 0) await trx.insertInto('red_packet_tiers').values([...TIERS]).execute();
  });
}
