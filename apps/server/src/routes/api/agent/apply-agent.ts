import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { applyForAgent } from '../../../agents/agent-applications.ts';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** 加入我们: the application waits for the back office; approval makes the member an agent. */
export default async function applyAgentRoute(app: FastifyInstance) {
  app.route(
    contractRoute('applyagentdo', async (request) => {
      const member = currentMember(request);
      await memberTransaction(app.db, member)((trx) => applyForAgent(trx, member.id, request.body));
      return ok(null, messages.agent.submitted);
    }),
  );
}
