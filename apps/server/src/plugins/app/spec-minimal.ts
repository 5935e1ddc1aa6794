import { allCalls, IDEMPOTENCY_KEY_HEADER, SUCCESS_CODE, type CallKey } from '@lobby/contract';
import { callSchemas, withoutExtensions } from '@lobby/contract/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const routeKey = (method: string, url: string | undefined) => `${method} ${url}`;
const callsByRoute = new Map<string, CallKey>(allCalls.map(([key, call]) => [routeKey(call.method, call.path), key]));

const isEnvelope = (payload: unknown): payload is { code: unknown; data: unknown } =>
  typeof payload === 'object' && payload !== null && 'code' in payload && 'data' in payload;

/**
 * SPEC_MINIMAL=1: the server answers as a back end written only from the spec would, so the app and
 * the conformance checker can be tried against one. Every success answer of a contract call loses the
 * fields its response schema marks `x-lobby-extension` (driven by the schemas, never per route), and
 * Lobby-only request headers and payload fields are dropped before anything reads them: without Idempotency-Key neither
 * the claimed keys nor the ledger's key see one, so a repeated request acts again.
 */
export default fp(async function specMinimal(app: FastifyInstance) {
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
  app.addHook('preSerialization', async (request, _reply, payload) => {
    const key = callsByRoute.get(routeKey(request.method, request.routeOptions.url));
    if (key === undefined || !isEnvelope(payload) || payload.code !== SUCCESS_CODE) return payload;
    return { ...payload, data: withoutExtensions(callSchemas[key].response, payload.data) };
  });
});
