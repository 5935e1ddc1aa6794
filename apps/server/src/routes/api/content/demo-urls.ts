import { api, type UrlResult } from '@lobby/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../plugins/app/envelope.ts';
import { routeOf } from '../../route-of.ts';

/**
 * The customer-service chat, the agent back office and the visit (line) page are third-party sites for
 * a real operator; the reference server answers its own demo pages, addressed from the request's
 * host so they work on any port and address.
 */
function ownUrl(request: FastifyRequest, path: string): UrlResult {
  return { url: `${request.protocol}://${request.host}${path}` };
}

/** The client appends 'register?pid=<id>' to the visit URL, so it ends in a hash route the visit page reads. */
export const DEMO_PAGES = {
  service: '/demo/service.html',
  agentLogin: '/demo/agent.html',
  visit: '/demo/visit.html#/',
} as const;

export default async function demoUrlRoutes(app: FastifyInstance) {
  app.route({ ...routeOf(api.getservicerurl), handler: async (request) => ok(ownUrl(request, DEMO_PAGES.service)) });
  app.route({ ...routeOf(api.getAgentLoginUrl), handler: async (request) => ok(ownUrl(request, DEMO_PAGES.agentLogin)) });
  app.route({ ...routeOf(api.getVisitUrl), handler: async (request) => ok(ownUrl(request, DEMO_PAGES.visit)) });
}
