import { api, messages, TEXT_LIMITS, type WithdrawPayload } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { idempotencyKeyFor } from '../../../ledger/idempotency-key.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireAmount, wireInteger, wireText } from '../../../plugins/app/wire-fields.ts';
import { requestWithdrawal } from '../../../withdrawals/request-withdrawal.ts';
import { routeOf } from '../../route-of.ts';

/** Fields typed loosely: the contract's rule, not the schema, decides which message a bad field gets. */
const bodySchema = {
  type: 'object',
  properties: { amount: wireAmount, bank: wireInteger, password: wireText(TEXT_LIMITS.payPassword) },
} as const;

/** Holds the amount until the back office approves (paid out) or rejects (returned) the order. */
export default async function withdrawRoute(app: FastifyInstance) {
  app.route<{ Body: Partial<WithdrawPayload> }>({
    ...routeOf(api.withdraw),
    schema: { body: bodySchema },
    handler: async (request) => {
      const memberId = currentMember(request).id;
      const idempotencyKey = idempotencyKeyFor(request, 'withdraw', memberId);
      await requestWithdrawal(app.db, { memberId, payload: request.body ?? {}, idempotencyKey }, app.payPasswordGuard);
      return ok(null, messages.withdrawal.submitted);
    },
  });
}
