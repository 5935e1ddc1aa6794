import type { FastifyInstance } from 'fastify';
import payInfoRoute from './payinfo.ts';
import paySettingsRoutes from './pay-settings.ts';
import rechargeRoute from './recharge.ts';

/** Deposits: settings the screen loads, placing an order, an order's payment details. */
export default async function depositRoutes(app: FastifyInstance) {
  await app.register(paySettingsRoutes);
  await app.register(rechargeRoute);
  await app.register(payInfoRoute);
}
