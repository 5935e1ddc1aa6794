import { ACTIVITY_APPLICATION_STATE, fenToYuan, formatServerTime, messages } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { AGENT_APPLICATION_STATE } from '../agents/agent-applications.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';

const texts = messages.backOffice;
export type Decision = 'approve' | 'reject';

/** An application that does not exist, or that an earlier decision already settled. */
function refuseUnchanged(exists: boolean): never {
  throw exists ? new DomainError(ErrorCode.conflict, texts.applicationNotPending) : new DomainError(ErrorCode.notFound, texts.applicationNotFound);
}

/** Agent applications waiting for a decision, oldest first, with the member's account and real name. */
export async function listPendingAgentApplications(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('agent_applications as application')
    .innerJoin('members', 'members.id', 'application.member_id')
    .select(['application.id', 'members.account', 'members.realname', 'application.mobile', 'application.apply_info', 'application.created_at'])
    .where('application.state', '=', AGENT_APPLICATION_STATE.pending)
    .orderBy('application.created_at')
    .orderBy('application.id')
    .execute();
  return rows.map((row) => ({ ...row, created_at: formatServerTime(new Date(row.created_at)) }));
}

/**
 * Decides a pending agent application in one transaction: the guarded state change lets one decision
 * through, and an approval makes the member an agent (isagent 1), which hides the app's menu entry.
 */
export async function decideAgentApplication(db: Kysely<Database>, id: number, decision: Decision): Promise<string> {
  await db.transaction().execute(async (trx) => {
    const [decided] = await dialectOf(trx).updateReturning(
      trx
        .updateTable('agent_applications')
        .set({ state: decision === 'approve' ? AGENT_APPLICATION_STATE.approved : AGENT_APPLICATION_STATE.rejected, reviewed_at: nowIso() })
        .where('id', '=', id)
        .where('state', '=', AGENT_APPLICATION_STATE.pending),
      ['member_id'],
    );
    if (!decided) {
      const exists = await trx.selectFrom('agent_applications').select('id').where('id', '=', id).executeTakeFirst();
      refuseUnchanged(exists !== undefined);
    }
    if (decision === 'approve') await trx.updateTable('members').set({ isagent: 1 }).where('id', '=', decided.member_id).execute();
  });
  return decision === 'approve' ? texts.agentApproved : texts.agentRejected;
}

/** Promotion sign-ups waiting for a decision, oldest first, with the member and the promotion; amounts in yuan. */
export async function listPendingActivityApplications(db: Kysely<Database>) {
  const rows = await db
    .selectFrom('activity_applications as application')
    .innerJoin('members', 'members.id', 'application.member_id')
    .innerJoin('activities as activity', 'activity.id', 'application.activity_id')
    .select(['application.id', 'members.account', 'activity.title', 'application.amount_fen', 'application.created_at'])
    .where('application.state', '=', ACTIVITY_APPLICATION_STATE.pending)
    .orderBy('application.created_at')
    .orderBy('application.id')
    .execute();
  return rows.map(({ amount_fen, created_at, ...row }) => ({ ...row, amount: fenToYuan(Number(amount_fen)), created_at: formatServerTime(new Date(created_at)) }));
}

/**
 * Approves (2) or rejects (3) a pending sign-up. No money moves: the promotion's bonus, when the
 * operator grants one, is not part of the spec's flows.
 */
export async function decideActivityApplication(db: Kysely<Database>, id: number, decision: Decision): Promise<string> {
  const decided = await db
    .updateTable('activity_applications')
    .set({ state: decision === 'approve' ? ACTIVITY_APPLICATION_STATE.approved : ACTIVITY_APPLICATION_STATE.rejected, reviewed_at: nowIso() })
    .where('id', '=', id)
    .where('state', '=', ACTIVITY_APPLICATION_STATE.pending)
    .executeTakeFirst();
  if (decided.numUpdatedRows === 0n) {
    const exists = await db.selectFrom('activity_applications').select('id').where('id', '=', id).executeTakeFirst();
    refuseUnchanged(exists !== undefined);
  }
  return decision === 'approve' ? texts.activityApproved : texts.activityRejected;
}
