import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { idempotencyKeyFor } from '../../../ledger/idempotency-key.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { requestWithdrawal } from '../../../withdrawals/request-withdrawal.ts';
import { contractRoute } from '../../contract-route.ts';

/** Holds the amount until the back office approves (paid out) or rejects (returned) the order. */
export default async function withdrawRoute(app: FastifyInstance) {
  app.route(
    contractRoute('withdraw', async (request) => {
      const member = currentMember(request);
      const idempotencyKey = idempotencyKeyFor(request, 'withdraw', member.id);
      const transaction = memberTransaction(app.db, member);
      await requestWithdrawal(app.db, { memberId: member.id, payload: request.body, idempotencyKey, transaction }, app.payPasswordGuard);
      return ok(null, messages.withdrawal.submitted);
    }),
  );
}
