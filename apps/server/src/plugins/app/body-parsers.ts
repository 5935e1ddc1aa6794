import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

function badBody(): Error {
  return Object.assign(new Error('malformed request body'), { statusCode: 400 });
}

/**
 * Operators' clients post JSON, sometimes form-urlencoded, and often no body at all (even with a JSON
 * content type): all three reach the handlers as an object.
 */
export default fp(async function bodyParsers(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = (body as string).trim();
    if (text === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badBody(), undefined);
    }
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.addHook('preValidation', async (request) => {
    if (request.body === undefined || request.body === null) request.body = {};
  });
});
