import { DEPOSIT_PAYTYPES, messages, PAY_RANGE_TYPES, PAY_WAY_ORDER, type PayRangeType, type PayWay } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { findPayRange } from '../../../deposits/pay-ranges.ts';
import { readPayWays } from '../../../deposits/payment-settings.ts';
import { listReceivingAccounts } from '../../../deposits/receiving-accounts.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

const isPayRangeType = (type: unknown): type is PayRangeType => PAY_RANGE_TYPES.includes(type as PayRangeType);

/** Every way but bank transfer pays through the sandbox provider: without it (PAYMENT_SANDBOX off) they show closed. */
function offeredPayWays(ways: PayWay, paymentSandbox: boolean): PayWay {
  if (paymentSandbox) return ways;
  return Object.fromEntries(PAY_WAY_ORDER.map((way) => [way, DEPOSIT_PAYTYPES[way] === 'bank' ? ways[way] : 0])) as unknown as PayWay;
}

/** What the deposit screen loads: enabled methods, a method's amount range, the receiving bank accounts. */
export default async function paySettingsRoutes(app: FastifyInstance) {
  app.route(contractRoute('get_pay_way', async () => ok(offeredPayWays(await readPayWays(app.db), app.deployment.paymentSandbox))));

  app.route(
    contractRoute('getPayRange', async (request) => {
      const type = request.body.type;
      if (!isPayRangeType(type)) throw new DomainError(ErrorCode.badRequest, messages.server.badRequest);
      return ok(await findPayRange(app.db, type));
    }),
  );

  app.route(contractRoute('getpaybank', async () => ok(await listReceivingAccounts(app.db))));
}
