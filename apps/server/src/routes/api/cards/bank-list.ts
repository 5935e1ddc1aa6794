import { api, type Bank } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { listBanks } from '../../../cards/banks-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { routeOf } from '../../route-of.ts';

/** The add-bank-card screen's bank picker. */
export default async function bankListRoute(app: FastifyInstance) {
  app.route({
    ...routeOf(api.banklist),
    handler: async () => ok<Bank[]>(await listBanks(app.db)),
  });
}
