import { fenToYuan } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { readCachesOf } from '../../../caching/read-caches.ts';
import { cachedBalances } from '../../../ledger/accounts.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** Polled every 4.3 s by every logged-in client: from memory while the member's money has not moved (caching/read-caches.ts). */
export default async function balanceRoute(app: FastifyInstance) {
  const cache = readCachesOf(app.db).balances;
  app.route(
    contractRoute('balance', async (request) => {
      const money = await cachedBalances(app.db, cache, currentMember(request).id);
      return ok({ balance: fenToYuan(money.mainFen), gameblance: fenToYuan(money.venueFen) });
    }),
  );
}
