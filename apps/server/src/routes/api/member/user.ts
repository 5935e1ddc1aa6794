import type { FastifyInstance, FastifyRequest } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { UnauthorizedError } from '../../../auth/unauthorized-error.ts';
import { userInfo } from '../../../members/user-info.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** /api/user and /api/refreshusermoney answer the same UserInfo (the latter after balances moved). */
export default async function userRoutes(app: FastifyInstance) {
  const handler = async (request: FastifyRequest) => {
    const info = await userInfo(app.db, currentMember(request).id);
    if (!info) throw new UnauthorizedError();
    return ok(info);
  };
  app.route(contractRoute('user', handler));
  app.route(contractRoute('refreshusermoney', handler));
}
