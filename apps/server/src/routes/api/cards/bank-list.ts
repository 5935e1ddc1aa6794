import type { FastifyInstance } from 'fastify';
import { listBanks } from '../../../cards/banks-repository.ts';
import { contentLanguageOf } from '../../../content/translations/content-language.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** The add-bank-card screen's bank picker. */
export default async function bankListRoute(app: FastifyInstance) {
  app.route(contractRoute('banklist', async (request) => ok(await listBanks(app.db, contentLanguageOf(app, request)))));
}
