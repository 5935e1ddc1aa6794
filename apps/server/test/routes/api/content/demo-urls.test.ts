import { api, type Envelope, type UrlResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('service, agent-login and visit URLs on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target);
  const urlOf = async (call: { method: 'GET' | 'POST'; path: string }, host: string) => {
    const response = await context.app.inject({ method: call.method, url: call.path, headers: { host, authorization: 'Bearer ' } });
    return response.json() as Envelope<UrlResult>;
  };

  it.each([
    ['getservicerurl', api.getservicerurl, 'http://192.168.1.20:3107/demo/service.html'],
    ['getAgentLoginUrl', api.getAgentLoginUrl, 'http://192.168.1.20:3107/demo/agent.html'],
    ['getVisitUrl', api.getVisitUrl, 'http://192.168.1.20:3107/demo/visit.html#/'],
  ] as const)('%s answers the demo page on the host the request came to', async (_, call, url) => {
    expect(await urlOf(call, '192.168.1.20:3107')).toMatchObject({ code: 200, data: { url } });
  });

  it.each(['service.html', 'agent.html', 'visit.html', 'service.js', 'visit.js', 'demo.css'])('serves /demo/%s', async (file) => {
    const response = await context.app.inject({ method: 'GET', url: `/demo/${file}` });
    expect(response.statusCode).toBe(200);
    if (file.endsWith('.html')) expect(response.body).toContain('lang="zh-CN"');
  });

  it('keeps the media folder from serving anything outside it', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/media/../src/app.ts' })).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: '/media/games/none.webp' })).statusCode).toBe(404);
  });
});
