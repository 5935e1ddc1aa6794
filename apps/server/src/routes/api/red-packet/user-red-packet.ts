import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { memberRedPacket } from '../../../red-packets/red-packet-campaign.ts';
import { redPacketClock } from '../../../red-packets/red-packet-clock.ts';
import { contractRoute } from '../../contract-route.ts';

/** `page` (part 2's record summary) changes nothing here: the counts are today's, the rules are all. */
export default async function userRedPacketRoute(app: FastifyInstance) {
  app.route(contractRoute('userredpacket', async (request) => ok(await memberRedPacket(app.db, currentMember(request).id, redPacketClock.now()))));
}
