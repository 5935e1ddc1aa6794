import { api, fenToYuan, messages, TEXT_LIMITS, type VenueWallet } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { DomainError, ErrorCode } from '../../../domain-error.ts';
import { findVenueBalance } from '../../../games/venue-wallets.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { wireText } from '../../../plugins/app/wire-fields.ts';
import { routeOf } from '../../route-of.ts';

/** A venue's refresh icon: the member's balance at that one venue. */
export default async function userApiMoneyRoute(app: FastifyInstance) {
  app.route<{ Params: { platname: string } }>({
    ...routeOf(api.userapimoney),
    schema: { params: { type: 'object', properties: { platname: wireText(TEXT_LIMITS.code) } } },
    handler: async (request) => {
      const venue = await findVenueBalance(app.db, currentMember(request).id, request.params.platname);
      if (!venue) throw new DomainError(ErrorCode.notFound, messages.transfer.unknownPlatform);
      return ok<VenueWallet>({ platname: venue.platformName, name: venue.name, balance: fenToYuan(venue.balanceFen) });
    },
  });
}
