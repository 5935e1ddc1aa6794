import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, ErrorCode } from '../../domain-error.ts';
import { exceedsJsonDepth } from '../../json-depth.ts';

/**
 * Operators' clients post JSON, sometimes form-urlencoded, and often no body at all (even with a JSON
 * content type): all three reach the handlers as an object.
 */
export default fp(async function bodyParsers(app: FastifyInstance) {
  // Fastify's own parser keeps its guard against __proto__ and constructor poisoning.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') return done(null, {});
    // Refused before parsing: every walk over the parsed body (NUL check, fingerprint) may then recurse safely.
    if (exceedsJsonDepth(body as string)) return done(new DomainError(ErrorCode.badRequest, messages.input.tooDeep, 400), undefined);
    parseJson(request, body as string, done);
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
});
