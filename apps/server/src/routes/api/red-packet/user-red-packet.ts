import { api, type UserRedPacket } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { memberRedPacket } from '../../../red-packets/red-packet-campaign.ts';
import { redPacketClock } from '../../../red-packets/red-packet-clock.ts';
import { routeOf } from '../../route-of.ts';

/** `page` (part 2's record summary) changes nothing here: the counts are today's, the rules are all. */
// Digits, not an integer type: ajv's coercion lets 'Infinity' through an integer schema.
const querySchema = { type: 'object', properties: { page: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' } } } as const;

export default async function userRedPacketRoute(app: FastifyInstance) {
  app.route({
    ...routeOf(api.userredpacket),
    schema: { querystring: querySchema },
    handler: async (request) => ok<UserRedPacket>(await memberRedPacket(app.db, currentMember(request).id, redPacketClock.now())),
  });
}
