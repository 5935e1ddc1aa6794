import type { FastifyInstance } from 'fastify';
import transferRoute from './transfer.ts';
import upTransferStatusRoute from './up-transfer-status.ts';
import userApiMoneyRoute from './user-api-money.ts';

/** The transfer screen: manual transfers, the free-transfer switch and one venue's balance. */
export default async function transferRoutes(app: FastifyInstance) {
  await app.register(transferRoute);
  await app.register(upTransferStatusRoute);
  await app.register(userApiMoneyRoute);
}
