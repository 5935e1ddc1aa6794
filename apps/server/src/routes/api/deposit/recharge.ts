import { messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { placeDeposit } from '../../../deposits/place-deposit.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/**
 * Creates a pending deposit order. A bank deposit answers 'submitted, waiting for back-office
 * review'; any other method answers the deposit number as the message (the spec's client reads it
 * from there) and in data.
 */
export default async function rechargeRoute(app: FastifyInstance) {
  app.route(
    contractRoute('recharge', async (request) => {
      const member = currentMember(request);
      const transaction = memberTransaction(app.db, member);
      const deposit = await placeDeposit(app.db, member.id, request.body, { paymentSandbox: app.deployment.paymentSandbox, transaction });
      const message = deposit.paytype === 'bank' ? messages.deposit.submitted : deposit.deposit_no;
      return ok({ deposit_no: deposit.deposit_no }, message);
    }),
  );
}
