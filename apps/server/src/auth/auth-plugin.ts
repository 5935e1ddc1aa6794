import type { CallAuth } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readCachesOf } from '../caching/read-caches.ts';
import { findSession } from './tokens.ts';
import { UnauthorizedError } from './unauthorized-error.ts';

export interface AuthenticatedMember {
  id: number;
  tokenId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's `auth` of the call this route answers. */
    auth?: CallAuth;
  }
  interface FastifyRequest {
    member: AuthenticatedMember | null;
  }
}

/** `Bearer <token>`; the spec's clients send `Bearer ` with nothing after it when logged out. */
function bearerToken(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1];
}

/** Resolves `request.member` for 'member' and 'optional' calls; a 'member' call without a valid token is a 401. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('member', null);
  const sessions = readCachesOf(app.db).sessions;
  app.addHook('preHandler', async (request) => {
    const auth = request.routeOptions.config.auth ?? 'none';
    if (auth === 'none') return;
    const token = bearerToken(request.headers.authorization);
    const session = token === undefined ? undefined : await findSession(app.db, token, sessions);
    if (session) request.member = { id: session.memberId, tokenId: session.tokenId };
    else if (auth === 'member') throw new UnauthorizedError();
  });
});

/** The member of a 'member' call: the preHandler has already refused requests without one. */
export function currentMember(request: FastifyRequest): AuthenticatedMember {
  if (!request.member) throw new UnauthorizedError();
  return request.member;
}
