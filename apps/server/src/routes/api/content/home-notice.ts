import type { FastifyInstance } from 'fastify';
import { listHomeNotices } from '../../../content/banners-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

export default async function homeNoticeRoute(app: FastifyInstance) {
  app.route(contractRoute('homenotice', async () => ok(await listHomeNotices(app.db))));
}
