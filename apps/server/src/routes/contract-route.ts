import { api, type Api, type CallKey, type Envelope, type ResponseOf } from '@lobby/contract';
import { callSchemas, wireLevel, type WirePayload } from '@lobby/contract/schemas';
import type { FastifySchema, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault, RouteGenericInterface, RouteHandlerMethod, RouteOptions } from 'fastify';
import { answerSchemas } from '../plugins/app/envelope.ts';

type Schemas = typeof callSchemas;
type PayloadOf<K extends CallKey> = WirePayload<Schemas[K]['request']>;

/** What a call's handler reads (its payload as the wire level lets it through, its path segments) and answers. */
export interface CallRoute<K extends CallKey> extends RouteGenericInterface {
  Body: Api[K]['method'] extends 'POST' ? PayloadOf<K> : unknown;
  Querystring: Api[K]['method'] extends 'GET' ? PayloadOf<K> : unknown;
  Params: Schemas[K] extends { params: infer P } ? WirePayload<P> : unknown;
  Reply: Envelope<ResponseOf<Api[K]>>;
}

export type CallHandler<K extends CallKey> = RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, CallRoute<K>>;

/** The uploaded avatar is multipart: its handler reads the parts itself, so no body schema applies. */
const isMultipart = (request: object) =>
  Object.values((request as { properties?: Record<string, { format?: string }> }).properties ?? {}).some((property) => property.format === 'binary');

/** A call's schemas from the contract: the payload at its wire level (body or query string), its path segments, its answers. */
function callSchemaOf(key: CallKey): FastifySchema {
  const call = api[key];
  const schemas: { request: object; response: object; params?: object } = callSchemas[key];
  const payloadPart = call.method === 'GET' ? 'querystring' : 'body';
  return {
    ...(isMultipart(schemas.request) ? {} : { [payloadPart]: wireLevel(schemas.request) }),
    ...(schemas.params ? { params: wireLevel(schemas.params) } : {}),
    response: answerSchemas(schemas.response),
  };
}

/**
 * A call's route, wholly from the contract: method, path and auth from its call definition, its schemas
 * from its call schemas, and a handler typed by both, so neither side is retyped here.
 */
export function contractRoute<K extends CallKey>(
  key: K,
  handler: CallHandler<K>,
): RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, CallRoute<K>> {
  const call = api[key];
  return { method: call.method, url: call.path, config: { auth: call.auth }, schema: callSchemaOf(key), handler };
}
