import { api } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../plugins/app/envelope.ts';
import { appInfo } from '../../../site/app-info.ts';
import { routeOf } from '../../route-of.ts';

export default async function appInfoRoute(app: FastifyInstance) {
  app.route({
    ...routeOf(api.app),
    handler: async () => ok(await appInfo(app.db, app.siteModeOverride)),
  });
}
