import { fenToYuan } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { requiredTurnoverFen } from '../../../withdrawals/turnover-requirement.ts';
import { contractRoute } from '../../contract-route.ts';

/** 打码量: the turnover still required before a withdrawal (rule in turnover-requirement.ts). */
export default async function betAmountRoute(app: FastifyInstance) {
  app.route(contractRoute('getBetAmount', async (request) => ok({ bet_amount: fenToYuan(await requiredTurnoverFen(app.db, currentMember(request).id)) })));
}
