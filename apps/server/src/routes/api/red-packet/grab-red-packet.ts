import { api, fenToYuan, messages, type GrabResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { grabRedPacket } from '../../../red-packets/grab-red-packet.ts';
import { redPacketClock } from '../../../red-packets/red-packet-clock.ts';
import { routeOf } from '../../route-of.ts';

/** Each call is a new draw while grabs remain: a retried grab is another grab, so no Idempotency-Key applies. */
export default async function grabRedPacketRoute(app: FastifyInstance) {
  app.route({
    ...routeOf(api.douserredpacket),
    handler: async (request) => {
      const amount = fenToYuan(await grabRedPacket(app.db, currentMember(request).id, redPacketClock.now()));
      return ok<GrabResult>({ redpacketmoney: amount }, messages.redPacket.won(amount));
    },
  });
}
