import { BALANCE_PUSH_PATH, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import type { BalanceStreams } from '../../../push/balance-streams.ts';
import { SseStream } from '../../../push/sse-stream.ts';

/**
 * GET /api/push/balances (ours, outside the contract; see @lobby/contract balance-push.ts): the member's
 * balances as Server-Sent Events. The auth hook answers a missing or ended session with the 401
 * envelope like any member call; a stream the process cannot take now is the 503 envelope, and the app
 * keeps polling.
 */
export default async function balancePushRoute(app: FastifyInstance, options: { streams: BalanceStreams }) {
  app.route({
    method: 'GET',
    url: BALANCE_PUSH_PATH,
    config: { auth: 'member' },
    handler: async (request, reply) => {
      const member = currentMember(request);
      const sse = new SseStream();
      if (!options.streams.open({ memberId: member.id, tokenId: member.tokenId }, sse)) {
        sse.end();
        throw new DomainError(ErrorCode.unavailable, messages.server.pushUnavailable, 503);
      }
      // The client going away ends the stream (and frees its place) at once. The response's close, not the
      // request's: since Node 16 a request may report 'close' once its (empty) body has been read.
      reply.raw.once('close', () => sse.end());
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        // nginx and similar proxies would otherwise hold events back to fill a buffer.
        .header('x-accel-buffering', 'no')
        .send(sse.body);
    },
  });
}
