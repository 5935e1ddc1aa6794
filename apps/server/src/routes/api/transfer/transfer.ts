import { api, asText, messages, PLATFORM_WALLET, TEXT_LIMITS, validateTransfer, yuanToFen } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { findListedVenue } from '../../../games/venue-wallets.ts';
import { idempotencyKeyFor } from '../../../ledger/idempotency-key.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireAmount, wireText } from '../../../plugins/app/wire-fields.ts';
import { transferBetweenWallets } from '../../../transfers/wallet-transfer.ts';
import { routeOf } from '../../route-of.ts';

interface TransferBody {
  amount?: unknown;
  sourcetype?: string;
  targettype?: string;
}

/** amount is a number or digits judged raw, then by the contract's rule; the sides are platnames or 'userbalance'. */
const bodySchema = {
  type: 'object',
  properties: { amount: wireAmount, sourcetype: wireText(TEXT_LIMITS.code), targettype: wireText(TEXT_LIMITS.code) },
} as const;

/** A manual transfer between the platform wallet and one venue wallet, either way, in yuan. */
export default async function transferRoute(app: FastifyInstance) {
  app.route<{ Body: TransferBody }>({
    ...routeOf(api.transfer),
    schema: { body: bodySchema },
    handler: async (request) => {
      const refusal = validateTransfer(request.body);
      if (refusal) throw new DomainError(ErrorCode.badRequest, refusal);
      const source = asText(request.body.sourcetype).trim();
      const target = asText(request.body.targettype).trim();
      // The rule guarantees a positive amount with at most 2 decimals and exactly one side the platform wallet.
      const amountFen = yuanToFen(request.body.amount) as number;
      const direction = source === PLATFORM_WALLET ? 'in' : 'out';

      const venue = await findListedVenue(app.db, direction === 'in' ? target : source);
      if (!venue) throw new DomainError(ErrorCode.notFound, messages.transfer.unknownPlatform);
      const memberId = currentMember(request).id;
      const idempotencyKey = idempotencyKeyFor(request, 'transfer', memberId);
      await app.db.transaction().execute((trx) =>
        transferBetweenWallets(trx, { memberId, platformName: venue.platformName, direction, amountFen, idempotencyKey }),
      );
      return ok(null, messages.transfer.success);
    },
  });
}
