import type { FastifyInstance } from 'fastify';
import { listBanks } from '../../../cards/banks-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** The add-bank-card screen's bank picker. */
export default async function bankListRoute(app: FastifyInstance) {
  app.route(contractRoute('banklist', async () => ok(await listBanks(app.db))));
}
