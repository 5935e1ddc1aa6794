import type { FastifyInstance } from 'fastify';
import betAmountRoute from './get-bet-amount.ts';
import withdrawRoute from './withdraw.ts';

/** Withdrawals: the turnover still required, and the request that holds the amount for review. */
export default async function withdrawalRoutes(app: FastifyInstance) {
  await app.register(betAmountRoute);
  await app.register(withdrawRoute);
}
