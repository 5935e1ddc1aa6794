import type { FastifyInstance } from 'fastify';
import activityApplyLogRoute from './activity-apply-log.ts';
import betRecordRoute from './bet-record.ts';
import redPacketRecordRoute from './red-packet-record.ts';
import transRecordRoute from './trans-record.ts';

/** The member's records: bets, transactions, promotion sign-ups and red packets (rebates live with the rebate routes). */
export default async function recordRoutes(app: FastifyInstance) {
  await app.register(betRecordRoute);
  await app.register(transRecordRoute);
  await app.register(activityApplyLogRoute);
  await app.register(redPacketRecordRoute);
}
