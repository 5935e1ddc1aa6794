import { api, messages } from '@lobby/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

/** A database failure as the drivers report it: pg's DatabaseError and better-sqlite3's SqliteError carry `code`. */
const databaseFailure = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('envelope for a database that gave way or went away', () => {
  const context = useTestApp(testTargets[0]);
  const failing = new Map<string, Error>([
    ['deadlock', databaseFailure('deadlock detected', '40P01')],
    ['serialization', databaseFailure('could not serialize access due to concurrent update', '40001')],
    ['lock-timeout', databaseFailure('canceling statement due to lock timeout', '55P03')],
    ['sqlite-busy', databaseFailure('database is locked', 'SQLITE_BUSY')],
    ['terminated', databaseFailure('terminating connection due to administrator command', '57P01')],
    ['fault', new Error('a real fault')],
  ]);
  beforeAll(() => {
    // Routes of this suite alone, added before the app's first request readies it.
    context.app.get('/test-failure/:kind', async (request) => {
      throw failing.get((request.params as { kind: string }).kind);
    });
  });

  it.each([
    ['deadlock', 503, messages.server.busy],
    ['serialization', 503, messages.server.busy],
    ['lock-timeout', 503, messages.server.busy],
    ['sqlite-busy', 503, messages.server.busy],
    ['terminated', 503, messages.server.unavailable],
    ['fault', 500, messages.server.generic],
  ])('answers a %s with %i and its message, nothing of the error', async (kind, status, message) => {
    const response = await context.app.inject({ method: 'GET', url: `/test-failure/${kind}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: status, message, data: null });
  });
});

describe.each(testTargets)('envelope for every failure on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const send = (url: string, payload: string | undefined, contentType?: string, method: 'POST' | 'GET' = 'POST') =>
    context.app.inject({ method, url, payload, headers: contentType ? { 'content-type': contentType } : {} });

  it.each([
    ['malformed JSON', api.login_pc.path, '{"name": "demo888",', 'application/json', 400],
    ['JSON of the wrong types', api.register.path, '{"name": {"x": 1}, "password": ["a", "b"]}', 'application/json', 400],
    ['a JSON array where an object belongs', api.login_pc.path, '[1, 2]', 'application/json', 400],
    ['a JSON body poisoning __proto__', api.login_pc.path, '{"__proto__": {"admin": true}}', 'application/json', 400],
    ['a plain-text body where an object belongs', api.login_pc.path, 'name=demo888', 'text/plain', 400],
    ['an unsupported content type', api.login_pc.path, '<name>demo888</name>', 'application/xml', 415],
  ])('answers %s with an envelope, code ≠ 200 and a 4xx status', async (_, url, payload, contentType, status) => {
    const response = await send(url, payload, contentType);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ code: status, message: messages.server.badRequest, data: null });
    expect(response.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it.each([
    ['an unknown /api path', 'POST', '/api/no_such_call'],
    ['a known path with the wrong method', 'GET', api.app.path],
  ] as const)('answers %s with a 404 envelope', async (_, method, url) => {
    const response = await send(url, undefined, undefined, method);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: messages.server.notFound, data: null });
  });

  it.each([
    ['no body and no content type', undefined, undefined],
    ['an empty body with a JSON content type', '', 'application/json'],
    ['an empty form', '', 'application/x-www-form-urlencoded'],
    ['an empty JSON object', '{}', 'application/json'],
  ])('accepts %s on a call without payload', async (_, payload, contentType) => {
    const response = await send(api.app.path, payload, contentType);
    expect(response.statusCode).toBe(200);
    expect(response.json().code).toBe(200);
  });

  it('accepts a form-urlencoded login', async () => {
    const response = await send(api.login_pc.path, 'name=demo888&password=demo8888&code=ab12', 'application/x-www-form-urlencoded');
    expect(response.json()).toMatchObject({ code: 200, data: { new_api_token: expect.any(String) } });
  });

  it('sends an answer the headers a JSON answer needs, and a page the full content security policy', async () => {
    const response = await send(api.app.path, undefined);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'content-security-policy': "frame-ancestors 'none'",
      'x-content-type-options': 'nosniff',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
    });
    // A document's policies are for documents.
    expect(response.headers['cross-origin-opener-policy']).toBeUndefined();
    const page = await context.app.inject({ method: 'GET', url: '/' });
    expect(page.headers['content-security-policy']).toBe(
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https:;object-src 'none';base-uri 'self';frame-ancestors 'self';form-action 'self';frame-src *;connect-src 'self' https: http:",
    );
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['cache-control']).not.toBe('no-store');
  });

  it('logs a real fault and answers 500 with the generic message and no detail', async () => {
    const logged: string[] = [];
    const app = await buildApp({
      db: context.database.db,
      webDist: '/nonexistent',
      logger: { level: 'error', stream: { write: (line: string) => void logged.push(line) } },
    });
    app.post('/api/explode', async () => {
      throw new Error('secret internal detail');
    });
    const response = await app.inject({ method: 'POST', url: '/api/explode' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ code: 500, message: '服务器异常，请稍后再试！', data: null });
    expect(response.body).not.toContain('secret');
    expect(logged.join('')).toContain('secret internal detail');
  });
});
