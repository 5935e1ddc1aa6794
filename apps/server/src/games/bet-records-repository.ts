import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BetRecordsTable } from './bet-records.table.ts';
import { timestampedNumber } from '../timestamped-number.ts';

/** 'DV' and a timestamped number: readable, sortable, unique (also by index). */
export function newBetId(now: Date = new Date()): string {
  return timestampedNumber('DV', now);
}

export async function insertBetRecord(db: Kysely<Database>, record: Insertable<BetRecordsTable>): Promise<void> {
  await db.insertInto('bet_records').values(record).execute();
}
