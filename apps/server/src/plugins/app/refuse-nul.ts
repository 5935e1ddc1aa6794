import { containsNul, messages } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, ErrorCode } from '../../domain-error.ts';

/** The refusal of text holding U+0000, which PostgreSQL cannot store or compare ("invalid byte sequence"). */
export const nulRefusal = () => new DomainError(ErrorCode.badRequest, messages.input.nul, 400);

/** True when the path parameters, the query string or the parsed body (nested too) hold a NUL. */
function requestHoldsNul(request: FastifyRequest): boolean {
  return containsNul(request.params) || containsNul(request.query) || containsNul(request.body);
}

/**
 * One hook, on every route (API, back office, sandbox provider, demo venue): a NUL anywhere text enters
 * is refused before validation and before any handler reaches the database. Multipart parts are read
 * by their handler, which checks them with containsNul (uploadimg.ts).
 */
export default fp(async function refuseNul(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (requestHoldsNul(request)) throw nulRefusal();
  });
});
