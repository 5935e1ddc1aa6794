import { api } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

const demo = { name: 'demo888', password: 'demo8888', code: 'ab12' };

/** Every API answer, whatever its outcome, tells caches (browser, proxy, service worker) to keep nothing. */
describe.each(testTargets)('Cache-Control: no-store on every API answer on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  // The login limit scaled down to 1 a minute per address, so the second login is refused with 429.
  const context = useTestApp(target, { rateLimitScale: { address: 0.01 } });
  const inject = (method: 'GET' | 'POST', url: string, payload?: string | object, headers: Record<string, string> = {}) =>
    context.app.inject({ method, url, payload, headers });

  it('on a successful answer, also with a query string', async () => {
    for (const url of [api.app.path, `${api.app.path}?v=1`]) {
      const response = await inject('POST', url);
      expect(response.json().code).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('on 401, 404, 400 (malformed JSON) and 429 refusals', async () => {
    const answers = [
      await inject('POST', api.balance.path, {}, { authorization: 'Bearer nope' }),
      await inject('POST', '/api/no_such_call'),
      await inject('GET', api.app.path),
      await inject('POST', api.login_pc.path, '{"name":', { 'content-type': 'application/json' }),
      await inject('POST', api.login_pc.path, demo),
      await inject('POST', api.login_pc.path, demo),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([401, 404, 404, 400, 200, 429]);
    for (const answer of answers) expect(answer.headers['cache-control'], `${answer.statusCode} ${answer.body}`).toBe('no-store');
  });

  it('on the admin API, refusals included', async () => {
    const response = await inject('GET', '/admin/api/deposits', undefined, { authorization: 'Admin wrong' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves other paths to their own caching', async () => {
    const response = await inject('GET', '/apifoo');
    expect(response.headers['cache-control']).not.toBe('no-store');
  });
});
