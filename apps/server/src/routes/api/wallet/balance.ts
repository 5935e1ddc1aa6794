import { fenToYuan } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { balances } from '../../../ledger/accounts.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** Polled every 4.3 s by every logged-in client: the token lookup and one indexed query, nothing else. */
export default async function balanceRoute(app: FastifyInstance) {
  app.route(
    contractRoute('balance', async (request) => {
      const money = await balances(app.db, currentMember(request).id);
      return ok({ balance: fenToYuan(money.mainFen), gameblance: fenToYuan(money.venueFen) });
    }),
  );
}
