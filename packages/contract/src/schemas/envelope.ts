/** The envelope every answer travels in (envelope.ts `Envelope`), around a call's data schema. */

type Json = Record<string, unknown>;

export function envelopeOf(data: object, description?: string): Json {
  return {
    type: 'object',
    ...(description ? { description } : {}),
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
    required: ['code', 'message', 'data'],
  };
}

/**
 * The data of an answer that may also be a refusal: a call refuses in the same envelope with data
 * null, mostly with HTTP 200 too, so one schema describes both.
 */
export function orNull(schema: object): Json {
  const json = schema as Json;
  if (typeof json.type === 'string') return json.type === 'null' ? json : { ...json, type: [json.type, 'null'] };
  if (Array.isArray(json.type)) return json.type.includes('null') ? json : { ...json, type: [...json.type, 'null'] };
  return { anyOf: [json, { type: 'null' }] };
}

/** A refusal's envelope: data is null. */
export const refusalEnvelope = (): Json => envelopeOf({ type: 'null' });
