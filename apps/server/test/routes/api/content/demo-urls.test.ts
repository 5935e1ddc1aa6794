import { api, type Envelope, type UrlResult } from '@lobby/contract';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { useTestApp } from '../../../support/test-app.ts';
import { testTargets } from '../../../support/test-database.ts';

describe.each(testTargets)('service, agent-login and visit URLs on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { publicUrl: 'https://lobby.example.com/' });
  const urlOf = async (call: { method: 'GET' | 'POST'; path: string }, host: string) => {
    const response = await context.app.inject({ method: call.method, url: call.path, headers: { host, authorization: 'Bearer ' } });
    return response.json() as Envelope<UrlResult>;
  };

  it.each([
    ['getservicerurl', api.getservicerurl, 'https://lobby.example.com/demo/service.html'],
    ['getAgentLoginUrl', api.getAgentLoginUrl, 'https://lobby.example.com/demo/agent.html'],
    ['getVisitUrl', api.getVisitUrl, 'https://lobby.example.com/demo/visit.html#/'],
  ] as const)('%s answers the demo page on PUBLIC_URL, whatever Host the request names', async (_, call, url) => {
    for (const host of ['evil.example', 'lobby.example.com']) {
      expect(await urlOf(call, host)).toMatchObject({ code: 200, data: { url } });
    }
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
