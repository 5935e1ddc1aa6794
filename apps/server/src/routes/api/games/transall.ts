import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { sweepVenueWallets } from '../../../games/venue-wallets.ts';
import { idempotencyKeyFor } from '../../../ledger/idempotency-key.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** 更新所有余额: every venue balance back to the main wallet, one balanced ledger transaction. */
export default async function recoverAllRoute(app: FastifyInstance) {
  app.route(
    contractRoute('transall', async (request) => {
      const member = currentMember(request);
      const idempotencyKey = idempotencyKeyFor(request, 'transall', member.id);
      await memberTransaction(app.db, member)((trx) => sweepVenueWallets(trx, { memberId: member.id, kind: 'recover_all', idempotencyKey }));
      return ok(null, messages.game.recovered);
    }),
  );
}
