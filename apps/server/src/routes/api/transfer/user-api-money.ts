import { fenToYuan, messages } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { findVenueBalance } from '../../../games/venue-wallets.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** A venue's refresh icon: the member's balance at that one venue. */
export default async function userApiMoneyRoute(app: FastifyInstance) {
  app.route(
    contractRoute('userapimoney', async (request) => {
      const venue = await findVenueBalance(app.db, currentMember(request).id, request.params.platname);
      if (!venue) throw new DomainError(ErrorCode.notFound, messages.transfer.unknownPlatform);
      return ok({ platname: venue.platformName, name: venue.name, balance: fenToYuan(venue.balanceFen) });
    }),
  );
}
