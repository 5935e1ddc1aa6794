import { messages, validateAgentApplication, type AgentApplication } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';

/** agent_applications.state. The spec gives no states for agent applications; these mirror the activity ones. */
export const AGENT_APPLICATION_STATE = { pending: 1, approved: 2, rejected: 3 } as const;

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * Stores an application for review. Refused for a member who is already an agent, and for one whose
 * application is pending or approved: the partial unique index decides, so two simultaneous requests
 * cannot both get in. After a rejection the member may apply again.
 */
export async function applyForAgent(db: Kysely<Database>, memberId: number, payload: Partial<AgentApplication>): Promise<void> {
  const refusal = validateAgentApplication(payload);
  if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
  const member = await db.selectFrom('members').select('isagent').where('id', '=', memberId).executeTakeFirstOrThrow();
  if (member.isagent === 1) throw new DomainError(ErrorCode.conflict, messages.agent.alreadyApplied);

  const stored = await dialectOf(db).insertNewIds(
    db.insertInto('agent_applications').values({
      member_id: memberId,
      mobile: text(payload.mobile),
      apply_info: text(payload.apply_info),
      state: AGENT_APPLICATION_STATE.pending,
      created_at: nowIso(),
    }),
    // The partial unique index: one application a member not yet rejected.
    { columns: ['member_id'], where: { column: 'state', operator: '<', value: AGENT_APPLICATION_STATE.rejected } },
  );
  if (stored.length === 0) throw new DomainError(ErrorCode.conflict, messages.agent.alreadyApplied);
}
