import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { listRedPacketRecords } from '../../../records/red-packet-records.ts';
import { contractRoute } from '../../contract-route.ts';
import { requestedPage } from './record-query.ts';

/** 红包记录: the rows; the counts on the same screen come from GET /api/userredpacket. */
export default async function redPacketRecordRoute(app: FastifyInstance) {
  app.route(contractRoute('redpacket', async (request) => ok(await listRedPacketRecords(app.db, currentMember(request).id, requestedPage(request.body.page)))));
}
