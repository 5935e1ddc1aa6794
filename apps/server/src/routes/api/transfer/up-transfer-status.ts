import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { setFreeTransferMode } from '../../../transfers/free-transfer-mode.ts';
import { contractRoute } from '../../contract-route.ts';

/**
 * The transfer screen's free-transfer switch: 0 or 1, sent as a number or as the digit ('0x1', [1] and
 * ' 1' refused on the raw value); anything else is a malformed request (400).
 */
export default async function upTransferStatusRoute(app: FastifyInstance) {
  app.route(
    contractRoute('uptransferstatus', async (request) => {
      const member = currentMember(request);
      await memberTransaction(app.db, member)((trx) => setFreeTransferMode(trx, member.id, request.body.transferstatus));
      return ok(null);
    }),
  );
}
