import type { FastifyInstance } from 'fastify';
import {
  decideActivityApplication,
  decideAgentApplication,
  listPendingActivityApplications,
  listPendingAgentApplications,
  type Decision,
} from '../../back-office/application-reviews.ts';
import { postAnnouncement, sendInSiteMessage } from '../../back-office/site-messages.ts';
import { ok } from '../../plugins/app/envelope.ts';

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
  properties: { id: { type: 'integer' }, decision: { type: 'string', enum: ['approve', 'reject'] } },
} as const;

type DecisionRequest = { Params: { id: number; decision: Decision } };

/**
 * The back office's member services: agent and promotion applications, announcements and in-site
 * messages. Registered inside the admin routes, so their credential hook guards these too.
 */
export default async function memberServiceRoutes(app: FastifyInstance) {
  app.get(memberServicePaths.agentApplications, async () => ok(await listPendingAgentApplications(app.db)));
  app.post<DecisionRequest>(memberServicePaths.agentDecision, { schema: { params: decisionParams } }, async (request) =>
    ok(null, await decideAgentApplication(app.db, request.params.id, request.params.decision)),
  );

  app.get(memberServicePaths.activityApplications, async () => ok(await listPendingActivityApplications(app.db)));
  app.post<DecisionRequest>(memberServicePaths.activityDecision, { schema: { params: decisionParams } }, async (request) =>
    ok(null, await decideActivityApplication(app.db, request.params.id, request.params.decision)),
  );

  app.post<{ Body: { content?: unknown } }>(memberServicePaths.announcements, async (request) => ok(null, await postAnnouncement(app.db, request.body.content)));
  /** `to` is a member's account, or 'all' for every member; content is HTML. */
  app.post<{ Body: { to?: unknown; title?: unknown; content?: unknown } }>(memberServicePaths.messages, async (request) =>
    ok(null, await sendInSiteMessage(app.db, request.body)),
  );
}
