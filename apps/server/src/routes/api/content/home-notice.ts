import type { FastifyInstance } from 'fastify';
import { listHomeNotices } from '../../../content/banners-repository.ts';
import { contentLanguageOf } from '../../../content/translations/content-language.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

export default async function homeNoticeRoute(app: FastifyInstance) {
  app.route(contractRoute('homenotice', async (request) => ok(await listHomeNotices(app.db, contentLanguageOf(app, request)))));
}
