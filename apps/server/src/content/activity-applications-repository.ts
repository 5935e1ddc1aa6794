import { ACTIVITY_APPLICATION_STATE } from '@lobby/contract';
import { sql, type Kysely } from 'kysely';
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
  const row = await db
    .insertInto('activity_applications')
    .values({
      member_id: application.memberId,
      activity_id: application.activityId,
      amount_fen: application.amountFen,
      state: ACTIVITY_APPLICATION_STATE.pending,
      created_at: nowIso(),
    })
    // A literal, not a parameter: PostgreSQL matches the partial index by its predicate's text.
    .onConflict((oc) => oc.columns(['member_id', 'activity_id']).where(sql.ref('state'), '=', sql.lit(ACTIVITY_APPLICATION_STATE.pending)).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}
