import { FREE_TRANSFER, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { memberTransaction } from '../../../auth/member-transaction.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { gameNameOf } from '../../../games/game-names.ts';
import { issueLaunchTicket } from '../../../games/launch-tickets.ts';
import { findListedVenue, sweepVenueWallets } from '../../../games/venue-wallets.ts';
import { getOrCreateVenueWallet } from '../../../ledger/accounts.ts';
import { idempotencyKeyFor } from '../../../ledger/idempotency-key.ts';
import { findMemberById } from '../../../members/members-repository.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { publicAddress } from '../../../plugins/app/deployment.ts';
import { contractRoute } from '../../contract-route.ts';
import { demoVenuePaths } from '../../demo-venue/demo-venue-paths.ts';

/** Absolute, on the server's public address (PUBLIC_URL), never on the Host the request names. */
function playUrl(app: FastifyInstance, ticket: string): string {
  return publicAddress(app, `${demoVenuePaths.play}?ticket=${encodeURIComponent(ticket)}`);
}

/**
 * Every listed platform launches the reference server's demo venue. With free-transfer mode on, the
 * launch first recovers the other venues and moves the whole main wallet into this one (one ledger
 * transaction); with it off nothing moves and the member plays with what the venue already holds.
 */
export default async function gameUrlRoute(app: FastifyInstance) {
  // The client sends numbers or text; the contract reads every field as text.
  app.route(
    contractRoute('getGameUrl', async (request) => {
      const member = currentMember(request);
      const { id: memberId, tokenId } = member;
      const venue = await findListedVenue(app.db, request.body.plat_name?.trim() ?? '');
      if (!venue) throw new DomainError(ErrorCode.notFound, messages.game.unknownPlatform);

      const freeTransfer = (await findMemberById(app.db, memberId))?.transferstatus === FREE_TRANSFER.on;
      const gameCode = request.body.game_code?.trim() ?? '';
      const gameName = await gameNameOf(app.db, venue, gameCode);
      // The sweep and the link in one transaction: neither is written for a session revoked meanwhile.
      const ticket = await memberTransaction(app.db, member)(async (trx) => {
        if (freeTransfer) {
          const idempotencyKey = idempotencyKeyFor(request, 'getGameUrl', memberId);
          const wallet = await getOrCreateVenueWallet(trx, memberId, venue.platformName);
          await sweepVenueWallets(trx, { memberId, kind: 'free_transfer_in', idempotencyKey, intoVenueAccountId: wallet.id });
        }
        return issueLaunchTicket(trx, { memberId, tokenId, platformName: venue.platformName, gameCode, gameName });
      });
      return ok({ url: playUrl(app, ticket) });
    }),
  );
}
