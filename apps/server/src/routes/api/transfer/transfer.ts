import { asText, messages, PLATFORM_WALLET, validateTransfer, yuanToFen } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { findListedVenue } from '../../../games/venue-wallets.ts';
import { idempotencyKeyFor } from '../../../ledger/idempotency-key.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { submitWalletTransfer } from '../../../transfers/transfer-batches.ts';
import { contractRoute } from '../../contract-route.ts';

/**
 * A manual transfer between the platform wallet and one venue wallet, either way, in yuan. The amount
 * is a number or digits judged raw, then by the contract's rule; the sides are platnames or 'userbalance'.
 */
export default async function transferRoute(app: FastifyInstance) {
  app.route(
    contractRoute('transfer', async (request) => {
      const refusal = validateTransfer(request.body);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      const source = asText(request.body.sourcetype).trim();
      const target = asText(request.body.targettype).trim();
      // The rule guarantees a positive amount with at most 2 decimals and exactly one side the platform wallet.
      const amountFen = yuanToFen(request.body.amount) as number;
      const direction = source === PLATFORM_WALLET ? 'in' : 'out';

      const venue = await findListedVenue(app.db, direction === 'in' ? target : source);
      if (!venue) throw new DomainError(ErrorCode.notFound, messages.transfer.unknownPlatform);
      const member = currentMember(request);
      const idempotencyKey = idempotencyKeyFor(request, 'transfer', member.id);
      await submitWalletTransfer(app.db, { memberId: member.id, platformName: venue.platformName, direction, amountFen, idempotencyKey }, member);
      return ok(null, messages.transfer.success);
    }),
  );
}
