import { api } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listActivityApplicationRecords } from '../../../records/activity-application-records.ts';
import { routeOf } from '../../route-of.ts';
import { requestedPage, recordQuerySchema, type RecordQueryBody } from './record-query.ts';

/** 活动记录: every sign-up of the member, whatever its date. */
export default async function activityApplyLogRoute(app: FastifyInstance) {
  app.route<{ Body: RecordQueryBody }>({
    ...routeOf(api.activityApplyLog),
    schema: { body: recordQuerySchema },
    handler: async (request) => ok(await listActivityApplicationRecords(app.db, currentMember(request).id, requestedPage(request.body.page))),
  });
}
