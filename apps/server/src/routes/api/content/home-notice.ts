import { api } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { listHomeNotices } from '../../../content/banners-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { routeOf } from '../../route-of.ts';

export default async function homeNoticeRoute(app: FastifyInstance) {
  app.route({
    ...routeOf(api.homenotice),
    handler: async () => ok(await listHomeNotices(app.db)),
  });
}
