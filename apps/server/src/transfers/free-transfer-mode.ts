import type { Flag } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Switches free-transfer mode (免转模式). Nothing moves here: with the mode on, launching a venue
 * brings the member's money into it; with it off, the member transfers by hand or recovers with transall.
 */
export async function setFreeTransferMode(db: Kysely<Database>, memberId: number, transferstatus: Flag): Promise<void> {
  await db.updateTable('members').set({ transferstatus }).where('id', '=', memberId).execute();
}
