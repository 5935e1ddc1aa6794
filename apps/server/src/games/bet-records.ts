import { randomInt } from 'node:crypto';
import { formatServerTime } from '@lobby/contract';
import type { Insertable, Kysely } from 'kysely';
import type { BetRecordsTable, Database } from '../db/schema.ts';

/** 'DV', the Beijing time to the second and 6 random digits: readable, sortable, unique in practice (and by index). */
export function newBetId(now: Date = new Date()): string {
  const stamp = formatServerTime(now).replace(/\D/g, '');
  return `DV${stamp}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}

export async function insertBetRecord(db: Kysely<Database>, record: Insertable<BetRecordsTable>): Promise<void> {
  await db.insertInto('bet_records').values(record).execute();
}
