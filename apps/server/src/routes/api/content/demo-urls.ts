import type { UrlResult } from '@lobby/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../../plugins/app/envelope.ts';
import { publicAddress } from '../../../plugins/app/deployment.ts';
import { contractRoute } from '../../contract-route.ts';

/**
 * The customer-service chat, the agent back office and the visit (line) page are third-party sites for
 * a real operator; the reference server answers its own demo pages, on its public address (PUBLIC_URL).
 */
function ownUrl(app: FastifyInstance, path: string): UrlResult {
  return { url: publicAddress(app, path) };
}

/** The client appends 'register?pid=<id>' to the visit URL, so it ends in a hash route the visit page reads. */
const DEMO_PAGES = {
  service: '/demo/service.html',
  agentLogin: '/demo/agent.html',
  visit: '/demo/visit.html#/',
} as const;

export default async function demoUrlRoutes(app: FastifyInstance) {
  app.route(contractRoute('getservicerurl', async () => ok(ownUrl(app, DEMO_PAGES.service))));
  app.route(contractRoute('getAgentLoginUrl', async () => ok(ownUrl(app, DEMO_PAGES.agentLogin))));
  app.route(contractRoute('getVisitUrl', async () => ok(ownUrl(app, DEMO_PAGES.visit))));
}
