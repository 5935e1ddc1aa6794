import { fenToYuan } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { currentMember } from '../../../auth/auth-plugin.ts';
import { listVenueBalances, listVenues } from '../../../games/venue-wallets.ts';
import { ok } from '../../../plugins/app/envelope.ts';
import { contractRoute } from '../../contract-route.ts';

/** The drawer's two calls: the venue names first (shown as 读取中..), then the same list with balances. */
export default async function balanceListRoutes(app: FastifyInstance) {
  app.route(
    contractRoute('balancelist', async () =>
      ok((await listVenues(app.db)).map((venue) => ({ name: venue.name, platname: venue.platformName }))),
    ),
  );
  app.route(
    contractRoute('balancelist2', async (request) => {
      const venues = await listVenueBalances(app.db, currentMember(request).id);
      return ok(venues.map((venue) => ({ name: venue.name, platname: venue.platformName, balance: fenToYuan(venue.balanceFen) })));
    }),
  );
}
