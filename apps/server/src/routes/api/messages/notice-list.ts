import { api } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { listMemberMessages } from '../../../messages-centre/member-messages.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { routeOf } from '../../route-of.ts';
import { requestedPage, recordQuerySchema, type RecordQueryBody } from '../records/record-query.ts';

/** 站内信: the member's in-site messages, newest first (announcements stay /api/homenotice). */
export default async function noticeListRoute(app: FastifyInstance) {
  app.route<{ Body: RecordQueryBody }>({
    ...routeOf(api.noticeList),
    schema: { body: recordQuerySchema },
    handler: async (request) => ok(await listMemberMessages(app.db, currentMember(request).id, requestedPage(request.body.page))),
  });
}
