import { ACTIVITY_APPLICATION_STATE } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';

/**
 * Stores a pending application; false when the member already has one pending for this promotion.
 * The partial unique index decides, so two simultaneous requests cannot both get in.
 */
export async function insertPendingApplication(
  db: Kysely<Database>,
  application: { memberId: number; activityId: number; amountFen: number },
): Promise<boolean> {
  const stored = await dialectOf(db).insertNewIds(
    db.insertInto('activity_applications').values({
      member_id: application.memberId,
      activity_id: application.activityId,
      amount_fen: application.amountFen,
      state: ACTIVITY_APPLICATION_STATE.pending,
      created_at: nowIso(),
    }),
    // The partial unique index: one pending application per member and promotion.
    { columns: ['member_id', 'activity_id'], where: { column: 'state', operator: '=', value: ACTIVITY_APPLICATION_STATE.pending } },
  );
  return stored.length > 0;
}
