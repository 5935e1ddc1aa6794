import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { revokeToken } from '../../../auth/tokens.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** Revokes the presented token. Succeeds without one too: the client clears its state either way. */
export default async function logoffRoute(app: FastifyInstance) {
  app.route(
    contractRoute('logoff', async (request) => {
      if (request.member) await revokeToken(app.db, request.member.tokenId);
      return ok(null, messages.server.logoffSuccess);
    }),
  );
}
