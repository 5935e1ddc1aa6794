import { fenToYuan, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { grabRedPacket } from '../../../red-packets/grab-red-packet.ts';
import { redPacketClock } from '../../../red-packets/red-packet-clock.ts';
import { contractRoute } from '../../contract-route.ts';

/**
 * Each call is a new draw while grabs remain. A retry with the first grab's Idempotency-Key is not
 * another grab: it answers the first one's amount (plugins/app/idempotency.ts).
 */
export default async function grabRedPacketRoute(app: FastifyInstance) {
  app.route(
    contractRoute('douserredpacket', async (request) => {
      const member = currentMember(request);
      const amount = fenToYuan(await grabRedPacket(app.db, member.id, redPacketClock.now(), memberTransaction(app.db, member)));
      return ok({ redpacketmoney: amount }, messages.redPacket.won(amount));
    }),
  );
}
