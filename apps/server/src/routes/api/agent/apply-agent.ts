import { api, messages, TEXT_LIMITS } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { applyForAgent } from '../../../agents/agent-applications.ts';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireText } from '../../../plugins/app/wire-fields.ts';
import { routeOf } from '../../route-of.ts';

const bodySchema = { type: 'object', properties: { mobile: wireText(TEXT_LIMITS.mobile), apply_info: wireText(TEXT_LIMITS.applyInfo) } } as const;

/** 加入我们: the application waits for the back office; approval makes the member an agent. */
export default async function applyAgentRoute(app: FastifyInstance) {
  app.route<{ Body: { mobile?: string; apply_info?: string } }>({
    ...routeOf(api.applyagentdo),
    schema: { body: bodySchema },
    handler: async (request) => {
      await applyForAgent(app.db, currentMember(request).id, request.body);
      return ok(null, messages.agent.submitted);
    },
  });
}
