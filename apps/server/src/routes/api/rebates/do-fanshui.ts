import { fenToYuan, formatYuan, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { claimRebates } from '../../../rebates/claim-rebates.ts';
import { contractRoute } from '../../contract-route.ts';

/**
 * 点击领取: pays every unclaimed rebate at once; the rows themselves guard the money (a second claim
 * finds none left and is refused with 暂无领取额度！). A retry with the first claim's Idempotency-Key
 * answers the first claim's amount instead (plugins/app/idempotency.ts).
 */
export default async function claimRebatesRoute(app: FastifyInstance) {
  app.route(
    contractRoute('dofanshui', async (request) => {
      const member = currentMember(request);
      const { claimedFen } = await claimRebates(app.db, member.id, memberTransaction(app.db, member));
      return ok(null, messages.rebate.claimedAmount(formatYuan(fenToYuan(claimedFen))));
    }),
  );
}
