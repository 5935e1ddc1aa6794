import { columnId, messages, TEXT_LIMITS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import {
  decideActivityApplication,
  decideAgentApplication,
  listPendingActivityApplications,
  listPendingAgentApplications,
  type Decision,
} from '../../back-office/application-reviews.ts';
import { postAnnouncement, sendInSiteMessage } from '../../back-office/site-messages.ts';
import { DomainError, ErrorCode } from '../../domain-error.ts';
import { ok } from '../../plugins/app/envelope.ts';
import { wireId, wireLength } from '../../plugins/app/wire-fields.ts';

export const memberServicePaths = {
  agentApplications: '/admin/api/agent-applications',
  agentDecision: '/admin/api/agent-applications/:id/:decision',
  activityApplications: '/admin/api/activity-applications',
  activityDecision: '/admin/api/activity-applications/:id/:decision',
  announcements: '/admin/api/announcements',
  messages: '/admin/api/messages',
} as const;

const decisionParams = {
  type: 'object',
  required: ['id', 'decision'],
  properties: { id: wireId, decision: { type: 'string', enum: ['approve', 'reject'] } },
} as const;

type DecisionRequest = { Params: { id: string; decision: Decision } };

/** An application id within its INTEGER column (2147483648 names none and never reaches PostgreSQL). */
function applicationId(text: string): number {
  const id = columnId(text);
  if (id === undefined) throw new DomainError(ErrorCode.notFound, messages.backOffice.applicationNotFound);
  return id;
}

const announcementSchema = { type: 'object', properties: { content: wireLength(TEXT_LIMITS.announcement) } } as const;
const messageSchema = {
  type: 'object',
  properties: { to: wireLength(TEXT_LIMITS.title), title: wireLength(TEXT_LIMITS.title), content: wireLength(TEXT_LIMITS.html) },
} as const;

/**
 * The back office's member services: agent and promotion applications, announcements and in-site
 * messages. Registered inside the admin routes, so their credential hook guards these too.
 */
export default async function memberServiceRoutes(app: FastifyInstance) {
  app.get(memberServicePaths.agentApplications, async () => ok(await listPendingAgentApplications(app.db)));
  app.post<DecisionRequest>(memberServicePaths.agentDecision, { schema: { params: decisionParams } }, async (request) =>
    ok(null, await decideAgentApplication(app.db, applicationId(request.params.id), request.params.decision)),
  );

  app.get(memberServicePaths.activityApplications, async () => ok(await listPendingActivityApplications(app.db)));
  app.post<DecisionRequest>(memberServicePaths.activityDecision, { schema: { params: decisionParams } }, async (request) =>
    ok(null, await decideActivityApplication(app.db, applicationId(request.params.id), request.params.decision)),
  );

  app.post<{ Body: { content?: unknown } }>(memberServicePaths.announcements, { schema: { body: announcementSchema } }, async (request) => ok(null, await postAnnouncement(app.db, request.body.content)));
  /** `to` is a member's account, or 'all' for every member; content is HTML. */
  app.post<{ Body: { to?: unknown; title?: unknown; content?: unknown } }>(memberServicePaths.messages, { schema: { body: messageSchema } }, async (request) =>
    ok(null, await sendInSiteMessage(app.db, request.body)),
  );
}
