import type { FastifyInstance } from 'fastify';
import { listVipLevels } from '../../../content/vip-levels-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** The same list for visitors and members: the client finds the member's own entry by level. */
export default async function userVipRoute(app: FastifyInstance) {
  app.route(contractRoute('uservip', async () => ok(await listVipLevels(app.db))));
}
