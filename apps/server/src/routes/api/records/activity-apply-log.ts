import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listActivityApplicationRecords } from '../../../records/activity-application-records.ts';
import { contractRoute } from '../../contract-route.ts';
import { requestedPage } from './record-query.ts';

/** 活动记录: every sign-up of the member, whatever its date. */
export default async function activityApplyLogRoute(app: FastifyInstance) {
  app.route(
    contractRoute('activityApplyLog', async (request) =>
      ok(await listActivityApplicationRecords(app.db, currentMember(request).id, requestedPage(request.body.page))),
    ),
  );
}
