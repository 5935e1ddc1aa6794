import { columnId, messages, TEXT_LIMITS, type TextLimit } from '@lobby/contract';
import { object, oneOf, string, wire, wireLevel } from '@lobby/contract/schemas';
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

const memberServicePaths = {
  agentApplications: '/admin/api/agent-applications',
  agentDecision: '/admin/api/agent-applications/:id/:decision',
  activityApplications: '/admin/api/activity-applications',
  activityDecision: '/admin/api/activity-applications/:id/:decision',
  announcements: '/admin/api/announcements',
  messages: '/admin/api/messages',
} as const;

/**
 * Not contract calls (the back office is Lobby's own), so their schemas are written here, read by the
 * contract's wire forms: an id as sent (never coerced), texts bounded by length only (content-edits.ts
 * and site-messages.ts refuse other shapes).
 */
const decisionParamsSchema = wireLevel(
  object({ id: wire(string(), { kind: 'integer', strict: true, required: true }), decision: oneOf(['approve', 'reject']) }),
);
const boundedText = (limit: TextLimit) => wire(string(), { kind: 'text', limit, anyShape: true });
const announcementBodySchema = wireLevel(object({ content: boundedText(TEXT_LIMITS.announcement) }));
const messageBodySchema = wireLevel(object({ to: boundedText(TEXT_LIMITS.title), title: boundedText(TEXT_LIMITS.title), content: boundedText(TEXT_LIMITS.html) }));

type DecisionRequest = { Params: { id: string; decision: Decision } };

/** An application id within its INTEGER column (2147483648 names none and never reaches PostgreSQL). */
function applicationId(text: string): number {
  const id = columnId(text);
  if (id === undefined) throw new DomainError(ErrorCode.notFound, messages.backOffice.applicationNotFound);
  return id;
}


/**
 * The back office's member services: agent and promotion applications, announcements and in-site
 * messages. Registered inside the admin routes, so their credential hook guards these too.
 */
export default async function memberServiceRoutes(app: FastifyInstance) {
  app.get(memberServicePaths.agentApplications, async () => ok(await listPendingAgentApplications(app.db)));
  app.post<DecisionRequest>(memberServicePaths.agentDecision, { schema: { params: decisionParamsSchema } }, async (request) =>
    ok(null, await decideAgentApplication(app.db, applicationId(request.params.id), request.params.decision)),
  );

  app.get(memberServicePaths.activityApplications, async () => ok(await listPendingActivityApplications(app.db)));
  app.post<DecisionRequest>(memberServicePaths.activityDecision, { schema: { params: decisionParamsSchema } }, async (request) =>
    ok(null, await decideActivityApplication(app.db, applicationId(request.params.id), request.params.decision)),
  );

  app.post<{ Body: { content?: unknown } }>(memberServicePaths.announcements, { schema: { body: announcementBodySchema } }, async (request) => ok(null, await postAnnouncement(app.db, request.body.content)));
  /** `to` is a member's account, or 'all' for every member; content is HTML. */
  app.post<{ Body: { to?: unknown; title?: unknown; content?: unknown } }>(memberServicePaths.messages, { schema: { body: messageBodySchema } }, async (request) =>
    ok(null, await sendInSiteMessage(app.db, request.body)),
  );
}
