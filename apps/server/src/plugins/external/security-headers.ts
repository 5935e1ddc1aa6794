import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Only the directives listed here: helmet's defaults would add upgrade-insecure-requests, which breaks a
 * plain-HTTP install on a LAN address.
 */
const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // antd-mobile sets inline styles.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      frameAncestors: ["'self'"],
      // A form in server HTML (DOMPurify keeps <form action>) can post only back here, never elsewhere.
      formAction: ["'self'"],
      // Games, customer service and the agent login open third-party pages in frames.
      frameSrc: ['*'],
      // The app calls the base address kept in local storage (an operator's backup line), not only its origin.
      connectSrc: ["'self'", 'https:', 'http:'],
    },
  },
};

/** Runs helmet's middleware once against a recording response: with no nonces its headers never change. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string) => void (headers[name] = value),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The member API and the admin API: '/api', '/api/...', '/api?...', '/admin/api/...', not '/apifoo'. */
const API_PATH = /^\/(?:admin\/)?api(?:[/?]|$)/;

/**
 * What a JSON answer needs, after OWASP's REST Security Cheat Sheet: never cached (answers about money
 * and sessions must not come back from a cache, refusals, 401s, 404s and 429s included), never sniffed
 * as another type, never framed, HTTPS remembered. The rest of helmet's set (the page's content policy,
 * opener and embedder policies, the legacy X- headers) governs documents, which an answer is not: sent
 * on every balance poll they were a third of the bytes and a quarter of the time (the balance bench).
 */
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
};

/**
 * helmet's headers on every page and file, the short set above on every API answer. Computed once:
 * @fastify/helmet rebuilds helmet's middleware on every request, which cost a tenth of the balance call's
 * time (see the bench).
 */
export default fp(async function securityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders();
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(API_PATH.test(request.url) ? API_HEADERS : headers);
    done();
  });
});
