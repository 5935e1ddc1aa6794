/**
 * The OpenAPI 3.1 document of every call, built from `allCalls` and `callSchemas` so that it can
 * never disagree with the contract. Pure: the server publishes it at /api/openapi.json.
 */
import { allCalls, type CallDef, type CallKey } from './calls.ts';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_CALLS } from './idempotency.ts';
import { callSchemas } from './schemas/index.ts';
import { extensionPaths, specLevel } from './schemas/extensions.ts';
import { EXTENSION_KEYWORD, type Schema } from './schemas/schema.ts';
import { withoutWireForms } from './schemas/wire-forms.ts';
import { envelopeOf as envelopeAround } from './schemas/envelope.ts';

const envelopeOf = (data: Schema<unknown>) => envelopeAround(data, 'code 200 means success; otherwise message says why and data is null');

/** `:name` segments become `{name}`, each a required path parameter. */
function pathOf(path: string) {
  const names = [...path.matchAll(/:([A-Za-z_][A-Za-z0-9_]*)/g)].map((match) => match[1]);
  const parameters = names.map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return { openApiPath: path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}'), parameters };
}

/** GET payloads travel in the query string, one parameter per property. */
function queryParameters(request: Schema<unknown>) {
  const properties = (request.properties ?? {}) as Record<string, object>;
  const required = (request.required ?? []) as string[];
  return Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.includes(name), schema }));
}

const idempotentCalls: ReadonlySet<CallKey> = new Set(IDEMPOTENT_CALLS);

/** Money-moving calls: the optional header that makes a retry safe. */
const idempotencyKeyParameter = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  description: 'One per submission, sent again on its retries: a retry answers the first answer and acts once; the key with another request is refused',
  schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,128}$' },
  // Not in the spec: a back end may ignore it (each request then acts on its own).
  [EXTENSION_KEYWORD]: true,
};

function requestBody(key: CallKey, request: Schema<unknown>) {
  const mediaType = key === 'uploadimg' ? 'multipart/form-data' : 'application/json';
  return { required: true, content: { [mediaType]: { schema: request } } };
}

function operation(key: CallKey, call: CallDef<unknown, unknown>) {
  // How the reference server reads each raw field (wire-forms.ts) is its own choice, not the API's.
  const request = withoutWireForms(callSchemas[key].request as Schema<unknown>);
  const response = callSchemas[key].response as Schema<unknown>;
  const { parameters } = pathOf(call.path);
  const additions = extensionPaths(response).map((path) => `data.${path}`.replace('.[]', '[]'));
  return {
    operationId: key,
    // Every call is in the spec's tables; the answer's additions are flagged in the schema and listed here at a glance.
    ...(additions.length > 0 ? { 'x-lobby-extension-fields': additions } : {}),
    ...(call.auth === 'none' ? { security: [] } : {}),
    ...(call.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
    parameters: [
      ...parameters,
      ...(call.method === 'GET' ? queryParameters(request) : []),
      ...(idempotentCalls.has(key) ? [idempotencyKeyParameter] : []),
    ],
    ...(call.method === 'POST' ? { requestBody: requestBody(key, request) } : {}),
    responses: {
      '200': {
        description: 'The envelope; HTTP 200 also carries refusals (code other than 200)',
        // What a back end must answer: the spec's fields required, Lobby's additions flagged and optional.
        content: { 'application/json': { schema: envelopeOf(specLevel(response)) } },
      },
      ...(call.auth === 'member' ? { '401': { description: 'No valid token (envelope, data null)' } } : {}),
    },
  };
}

export function openApiDocument(serverUrl?: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [key, call] of allCalls) {
    const { openApiPath } = pathOf(call.path);
    paths[openApiPath] = { ...paths[openApiPath], [call.method.toLowerCase()]: operation(key, call) };
  }
  return {
    openapi: '3.1.0',
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    info: {
      title: 'Lobby API',
      version: '1.0.0',
      description: `Every call of the Lobby contract, generated from it. A schema property, parameter or header with \`${EXTENSION_KEYWORD}: true\` is Lobby's addition to the spec: a back end that follows only the spec may leave it out, and the app works without it.`,
    },
    ...(serverUrl ? { servers: [{ url: serverUrl }] } : {}),
    // Member calls need the session token; 'none' and 'optional' calls override this below.
    security: [{ bearer: [] }],
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
