import { api, fenToYuan, type BetAmount } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { requiredTurnoverFen } from '../../../withdrawals/turnover-requirement.ts';
import { routeOf } from '../../route-of.ts';

/** 打码量: the turnover still required before a withdrawal (rule in turnover-requirement.ts). */
export default async function betAmountRoute(app: FastifyInstance) {
  app.route({
    ...routeOf(api.getBetAmount),
    handler: async (request) => ok<BetAmount>({ bet_amount: fenToYuan(await requiredTurnoverFen(app.db, currentMember(request).id)) }),
  });
}
