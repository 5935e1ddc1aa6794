import { api, messages, type RechargePayload, type RechargeResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { placeDeposit } from '../../../deposits/place-deposit.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { routeOf } from '../../route-of.ts';

/** Fields typed loosely: the contract's rules, not the schema, decide which message a bad field gets. */
const bodySchema = {
  type: 'object',
  properties: {
    paytype: { type: 'string' },
    // Number or text: validateDepositAmount reads both and refuses anything else with the range message.
    amount: {},
    bank: { type: 'string' },
    bank_address: { type: 'string' },
    bank_no: { type: 'string' },
    bank_owner: { type: 'string' },
    catepay: { type: 'string' },
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
