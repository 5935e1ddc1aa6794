import { api, messages, TEXT_LIMITS, type RechargePayload, type RechargeResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { placeDeposit } from '../../../deposits/place-deposit.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireAmount, wireText } from '../../../plugins/app/wire-fields.ts';
import { routeOf } from '../../route-of.ts';

/** Fields typed loosely: the contract's rules, not the schema, decide which message a bad field gets. */
const bodySchema = {
  type: 'object',
  properties: {
    paytype: wireText(TEXT_LIMITS.code),
    // A number or digits, judged raw ('1e3', '+100', [500] refused); validateDepositAmount then checks the range.
    amount: wireAmount,
    bank: wireText(TEXT_LIMITS.bankName),
    bank_address: wireText(TEXT_LIMITS.bankBranch),
    bank_no: wireText(TEXT_LIMITS.cardNumber),
    bank_owner: wireText(TEXT_LIMITS.holder),
    catepay: wireText(TEXT_LIMITS.code),
  },
} as const;

/**
 * Creates a pending deposit order. A bank deposit answers 'submitted, waiting for back-office
 * review'; any other method answers the deposit number as the message (the spec's client reads it
 * from there) and in data.
 */
export default async function rechargeRoute(app: FastifyInstance) {
  app.route<{ Body: Partial<RechargePayload> }>({
    ...routeOf(api.recharge),
    schema: { body: bodySchema },
    handler: async (request) => {
      const deposit = await placeDeposit(app.db, currentMember(request).id, request.body ?? {}, { paymentSandbox: app.deployment.paymentSandbox });
      const message = deposit.paytype === 'bank' ? messages.deposit.submitted : deposit.deposit_no;
      return ok<RechargeResult>({ deposit_no: deposit.deposit_no }, message);
    },
  });
}
