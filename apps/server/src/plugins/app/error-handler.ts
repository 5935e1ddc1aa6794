import { messages } from '@lobby/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isBusyDatabase } from '../../db/busy-database.ts';
import { isConnectionLoss } from '../../db/connection-loss.ts';
import { DomainError, ErrorCode } from '../../domain-error.ts';
import { fail } from './envelope.ts';

/**
 * Every failure leaves as an envelope with a Chinese message. Refusals of bad input keep their 4xx
 * status (malformed JSON, wrong content type, schema mismatch). A database that cannot be reached is
 * 503 (nothing was decided: try again later), logged once per outage by the database handle, not per
 * call. Only real faults are 500, logged, and answered without detail.
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      return reply.status(error.httpStatus).send(fail(error.code, error.message));
    }
    const status = error.statusCode ?? 500;
    if (error.validation || (status >= 400 && status < 500)) {
      request.log.info({ err: error }, 'request refused');
      const message = status === 429 ? messages.server.rateLimited : messages.server.badRequest;
      return reply.status(status).send(fail(status, message));
    }
    // A deadlock, a serialisation failure or a bounded wait that ran out rolled the call back: busy, not broken.
    if (isBusyDatabase(error)) {
      request.log.warn({ err: error }, 'request refused: database busy');
      return reply.status(503).send(fail(ErrorCode.unavailable, messages.server.busy));
    }
    if (isConnectionLoss(error)) {
      request.log.debug({ err: error }, 'request failed: database unavailable');
      return reply.status(503).send(fail(ErrorCode.unavailable, messages.server.unavailable));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(fail(500, messages.server.generic));
  });

  app.setNotFoundHandler((_request, reply) => reply.status(404).send(fail(404, messages.server.notFound)));
});
