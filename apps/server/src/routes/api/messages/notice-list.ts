import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { contentLanguageOf } from '../../../content/translations/content-language.ts';
import { listMemberMessages } from '../../../messages-centre/member-messages.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';
import { requestedPage } from '../records/record-query.ts';

/** 站内信: the member's in-site messages, newest first (announcements stay /api/homenotice). */
export default async function noticeListRoute(app: FastifyInstance) {
  app.route(
    contractRoute('noticeList', async (request) =>
      ok(await listMemberMessages(app.db, currentMember(request).id, requestedPage(request.body.page), contentLanguageOf(app, request)))),
  );
}
