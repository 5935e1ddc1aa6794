import { api, BALANCE_PUSH_HEADER, BALANCE_PUSH_PATH } from '@lobby/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { BalanceStreams } from '../../push/balance-streams.ts';
import type { PushLimits } from '../../push/push-limits.ts';
import balancePushRoute from '../../routes/api/push/balance-push.ts';

/**
 * The balance push (not part of the spec, so never registered under SPEC_MINIMAL): the stream's route,
 * and the header on POST /api/balance answers that tells the app the stream exists, so the app learns it
 * without a call a spec-only back end would not answer. Registered before the API routes (its onRoute
 * hook adds the header to the balance route) and after auth and the rate limits (the stream's route has
 * no rate-limit rule: each member holds at most `perMember` streams, the process `perProcess`).
 */
export default fp<{ limits: PushLimits }>(async function balancePush(app: FastifyInstance, { limits }) {
  const streams = new BalanceStreams(app.db, app.events, limits, app.log);
  const offerPush: onRequestHookHandler = async (_request, reply) => {
    // Readable by the app's fetch also when it is served from another origin than the API.
    reply.header(BALANCE_PUSH_HEADER, BALANCE_PUSH_PATH).header('access-control-expose-headers', BALANCE_PUSH_HEADER);
  };
  app.addHook('onRoute', (route) => {
    if (route.url !== api.balance.path || route.method !== api.balance.method) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), offerPush];
  });
  await app.register(balancePushRoute, { streams });
  // Subscribed before the server listens, so no change committed after start is missed.
  app.addHook('onReady', () => streams.start());
  // Before the server stops listening: open streams would otherwise hold app.close() until they end.
  app.addHook('preClose', async () => streams.stop());
  app.decorate('balanceStreams', streams);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Present unless SPEC_MINIMAL: the balance streams this process holds (their count, for tests and benches). */
    balanceStreams?: BalanceStreams;
  }
}
