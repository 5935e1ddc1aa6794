import { api, fenToYuan, type Platform, type VenueWallet } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { listVenueBalances, listVenues } from '../../../games/venue-wallets.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { routeOf } from '../../route-of.ts';

/** The drawer's two calls: the venue names first (shown as 读取中..), then the same list with balances. */
export default async function balanceListRoutes(app: FastifyInstance) {
  app.route({
    ...routeOf(api.balancelist),
    handler: async () => ok<Platform[]>((await listVenues(app.db)).map((venue) => ({ name: venue.name, platname: venue.platformName }))),
  });
  app.route({
    ...routeOf(api.balancelist2),
    handler: async (request) => {
      const venues = await listVenueBalances(app.db, currentMember(request).id);
      return ok<VenueWallet[]>(venues.map((venue) => ({ name: venue.name, platname: venue.platformName, balance: fenToYuan(venue.balanceFen) })));
    },
  });
}
