import { allCalls, IDEMPOTENCY_KEY_HEADER, type CallKey } from '@lobby/contract';
import { callSchemas, withoutExtensionFields, withoutExtensions } from '@lobby/contract/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { answerSchemas } from './envelope.ts';

const routeKey = (method: string, url: string | undefined) => `${method} ${url}`;
const callsByRoute = new Map<string, CallKey>(allCalls.map(([key, call]) => [routeKey(call.method, call.path), key]));

/**
 * SPEC_MINIMAL=1: the server answers as a back end written only from the spec would, so the app and
 * the conformance checker can be tried against one. Every contract call's answer schema loses the
 * fields the contract marks `x-lobby-extension` (driven by the schemas, never per route), so the
 * serializer leaves them out; Lobby-only request headers and payload fields are dropped before
 * anything reads them: without Idempotency-Key neither the claimed keys nor the ledger's key see one,
 * so a repeated request acts again.
 */
export default fp(async function specMinimal(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const key = [route.method].flat().map((method) => callsByRoute.get(routeKey(method, route.url))).find((found) => found !== undefined);
    if (key === undefined || !route.schema) return;
    route.schema = { ...route.schema, response: answerSchemas(withoutExtensionFields(callSchemas[key].response)) };
  });

  const lobbyOnlyHeaders = [IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  app.addHook('onRequest', async (request) => {
    for (const header of lobbyOnlyHeaders) delete request.headers[header];
  });
  // Payload fields the spec's call tables do not name (activitylist's `page`) are not read either:
  // such a back end answers activitylist's whole list whatever page the app asks for.
  app.addHook('preValidation', async (request) => {
    const key = callsByRoute.get(routeKey(request.method, request.routeOptions.url));
    if (key === undefined) return;
    const requestSchema = callSchemas[key].request;
    if (request.body !== undefined) request.body = withoutExtensions(requestSchema, request.body);
    if (request.query !== undefined) request.query = withoutExtensions(requestSchema, request.query);
  });
});
