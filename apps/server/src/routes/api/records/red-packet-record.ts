import { api } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listRedPacketRecords } from '../../../records/red-packet-records.ts';
import { routeOf } from '../../route-of.ts';
import { requestedPage, recordQuerySchema, type RecordQueryBody } from './record-query.ts';

/** 红包记录: the rows; the counts on the same screen come from GET /api/userredpacket. */
export default async function redPacketRecordRoute(app: FastifyInstance) {
  app.route<{ Body: RecordQueryBody }>({
    ...routeOf(api.redpacket),
    schema: { body: recordQuerySchema },
    handler: async (request) => ok(await listRedPacketRecords(app.db, currentMember(request).id, requestedPage(request.body.page))),
  });
}
