import type { FastifyInstance } from 'fastify';
import bankListRoute from './bank-list.ts';
import bindCardRoute from './bind-card.ts';
import delCardRoute from './del-card.ts';
import getCardRoute from './get-card.ts';

/** Saved bank cards and crypto wallets, and the bank picker. */
export default async function cardRoutes(app: FastifyInstance) {
  await app.register(bankListRoute);
  await app.register(getCardRoute);
  await app.register(bindCardRoute);
  await app.register(delCardRoute);
}
