import type { FastifyInstance } from 'fastify';
import { ok } from '../../../plugins/app/envelope.ts';
import { appInfo } from '../../../site/app-info.ts';
import { contractRoute } from '../../contract-route.ts';

export default async function appInfoRoute(app: FastifyInstance) {
  app.route(contractRoute('app', async () => ok(await appInfo(app.db, app.siteModeOverride))));
}
