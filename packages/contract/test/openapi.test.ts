/* eslint-disable @typescript-eslint/no-explicit-any -- the document is walked as the JSON it is */
import { describe, expect, it } from 'vitest';
import { allCalls, api, IDEMPOTENT_CALLS } from '../src/index.ts';
import { openApiDocument } from '../src/openapi.ts';
import { callSchemas } from '../src/schemas/index.ts';

describe('openApiDocument', () => {
  const document = openApiDocument('https://lobby.example');
  const operationOf = (method: string, path: string): Record<string, unknown> => {
    const operation = document.paths[path.replace(':platname', '{platname}')]?.[method.toLowerCase()];
    if (operation === undefined) throw new Error(`no operation for ${method} ${path}`);
    return operation as Record<string, unknown>;
  };

  it('is OpenAPI 3.1 with JSON Schema 2020-12 and the given server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(document.servers).toEqual([{ url: 'https://lobby.example' }]);
    expect(openApiDocument()).not.toHaveProperty('servers');
  });

  it('describes every call once, under its method, with its name as operationId', () => {
    for (const [key, call] of allCalls) expect(operationOf(call.method, call.path).operationId).toBe(key);
    const operations = Object.values(document.paths).flatMap((methods) => Object.keys(methods));
    expect(operations).toHaveLength(allCalls.length);
  });

  it('documents the optional Idempotency-Key header on every money-moving call, and only there', () => {
    for (const [key, call] of allCalls) {
      const headers = (operationOf(call.method, call.path).parameters as Array<{ in: string; name: string; required: boolean }>).filter((parameter) => parameter.in === 'header');
      expect(headers).toEqual((IDEMPOTENT_CALLS as readonly string[]).includes(key) ? [expect.objectContaining({ name: 'Idempotency-Key', required: false, 'x-lobby-extension': true })] : []);
    }
    expect(IDEMPOTENT_CALLS.map((key) => api[key].method)).not.toContain('GET');
  });

  it('wraps every answer in the envelope around the call’s data schema', () => {
    const responses = operationOf('POST', '/api/balance').responses as { '200': any };
    const envelope = responses['200'].content['application/json'].schema;
    expect(envelope.required).toEqual(['code', 'message', 'data']);
    expect(envelope.properties.data).toEqual(callSchemas.balance.response);
  });

  it('asks member calls for the bearer token, lets public calls go without, and optional calls either way', () => {
    expect(document.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
    expect(operationOf('POST', '/api/withdraw')).not.toHaveProperty('security');
    expect(operationOf('POST', '/api/login_pc').security).toEqual([]);
    expect(operationOf('POST', '/api/uservip').security).toEqual([{}, { bearer: [] }]);
  });

  it('sends GET payloads as query parameters, path segments as path parameters, the avatar as multipart', () => {
    expect(operationOf('GET', '/api/userredpacket').parameters).toEqual([
      { name: 'page', in: 'query', required: false, schema: { type: 'integer' } },
    ]);
    expect(operationOf('POST', '/api/userapimoney/:platname').parameters).toEqual([
      { name: 'platname', in: 'path', required: true, schema: { type: 'string' } },
    ]);
    const upload = operationOf('POST', '/api/uploadimg').requestBody as { content: Record<string, unknown> };
    expect(Object.keys(upload.content)).toEqual(['multipart/form-data']);
  });

  it('requires exactly the payload fields the contract requires', () => {
    expect(callSchemas.withdraw.request.required).toEqual(['amount', 'bank', 'password']);
    expect(callSchemas.register.request.required).not.toContain('pid');
    expect(callSchemas.app.request).toEqual({ type: 'object', properties: {}, additionalProperties: false });
  });
});

describe('Lobby’s additions in the OpenAPI document', () => {
  const document = openApiDocument();
  const operation = (path: string) => (document.paths[path] as { post: Record<string, any> }).post;
  const dataOf = (path: string) => operation(path).responses['200'].content['application/json'].schema.properties.data;

  it('flags each addition with x-lobby-extension and leaves it out of what a back end must answer', () => {
    const vipEntry = dataOf('/api/uservip').items;
    expect(vipEntry.properties.level['x-lobby-extension']).toBe(true);
    expect(vipEntry.required).not.toContain('level');
    expect(vipEntry.required).toEqual(expect.arrayContaining(['recharge', 'flow', 'status']));
    const notices = dataOf('/api/noticeList');
    expect(notices.properties.current_page['x-lobby-extension']).toBe(true);
    expect(notices.required).toEqual(['data', 'total', 'last_page']);
    expect(dataOf('/api/activitylist').required).toEqual(['data']);
  });

  it('lists the answer’s additions on each operation, and none where the answer is all the spec’s', () => {
    expect(operation('/api/uservip')['x-lobby-extension-fields']).toEqual(['data[].level']);
    expect(operation('/api/activitylist')['x-lobby-extension-fields']).toEqual(['data.total', 'data.last_page', 'data.current_page']);
    expect(operation('/api/getfanshui')['x-lobby-extension-fields']).toEqual(['data.list.current_page']);
    expect(operation('/api/user')).not.toHaveProperty('x-lobby-extension-fields');
  });

  it('says in its description what the flag means', () => {
    expect(document.info.description).toContain('x-lobby-extension');
  });
});
