import { api, SITE_MAINTENANCE_CODE, SITE_STATE, SITE_STATE_HEADER } from '@lobby/contract';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { cachedSiteMode, repairText } from '../../site/site-mode.ts';
import { fail } from './envelope.ts';

/** What the maintenance screen itself asks (app info, the customer-service address), and the API's description. */
const OPEN_DURING_MAINTENANCE = new Set([api.app.path, api.getservicerurl.path, '/api/openapi.json']);

/**
 * While the site is in maintenance, every other /api call is refused before anything reads or moves:
 * HTTP 503, the envelope with the repair text, and the site-state header (@lobby/contract
 * site-maintenance.ts), so that an app left open learns of it from its next call rather than from its
 * next check of app info. Not the spec's, so never registered under SPEC_MINIMAL. Registered before the
 * API routes: its onRoute hook adds the refusal to each of them.
 */
export default fp(async function siteMaintenance(app: FastifyInstance) {
  const refuseDuringMaintenance: onRequestHookHandler = async (request, reply) => {
    const mode = await cachedSiteMode(app.db, app.siteModeOverride);
    if (mode.siteState !== SITE_STATE.maintenance) return;
    // Readable by the app's fetch also when it is served from another origin than the API.
    return reply.status(SITE_MAINTENANCE_CODE)
      .header(SITE_STATE_HEADER, String(mode.siteState))
      .header('access-control-expose-headers', SITE_STATE_HEADER)
      .send(fail(SITE_MAINTENANCE_CODE, repairText(mode, (text) => text)));
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || OPEN_DURING_MAINTENANCE.has(route.url)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), refuseDuringMaintenance];
  });
});
