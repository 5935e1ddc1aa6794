import { TEXT_LIMITS } from '@lobby/contract';
import { object, oneOf, string, wire, wireLevel } from '@lobby/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { ACCESS_ACTIONS, changeMemberAccess, type AccessAction } from '../../members/member-access.ts';
import { ok } from '../../plugins/app/envelope.ts';

const memberAccessPaths = {
  /** `action` is blacklist (isblack 1), disable (status 0) or restore (both back). */
  access: '/admin/api/members/:account/:action',
} as const;

/** Not a contract call (the back office is Lobby's own), so its schema is written here. */
const accessParamsSchema = wireLevel(
  object({ account: wire(string(), { kind: 'text', limit: TEXT_LIMITS.account, required: true }), action: oneOf(ACCESS_ACTIONS) }),
);

/**
 * The back office's member access: blacklisting or disabling ends every session and game link of the
 * member at once; restoring lets the member log in again. Answers the member's flags and the number of
 * sessions ended; an unknown account is code 404 (会员不存在). Registered inside the admin routes, so their
 * credential hook guards these too.
 */
export default async function memberAccessRoutes(app: FastifyInstance) {
  app.post<{ Params: { account: string; action: AccessAction } }>(memberAccessPaths.access, { schema: { params: accessParamsSchema } }, async (request) => {
    const { access, message } = await changeMemberAccess(app.db, request.params.account, request.params.action);
    return ok(access, message);
  });
}
