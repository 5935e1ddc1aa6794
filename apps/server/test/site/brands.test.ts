import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { api, messages } from '@lobby/contract';
import { zhTW } from '@lobby/contract/i18n/zh-TW';
import { describe, expect, it } from 'vitest';
import { skipWhenUnavailable } from '../support/suites.ts';
import { useTestApp } from '../support/test-app.ts';
import { testTargets } from '../support/test-database.ts';

const BRANDS = resolve(fileURLToPath(import.meta.url), '../../../../../brands');
const dist = mkdtempSync(join(tmpdir(), 'lobby-brand-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html>\n<html lang="zh-CN">\n  <head>\n    <title>Lobby</title>\n  </head>\n  <body><div id="root"></div></body>\n</html>\n');

/** Issue 14: one build, two brands side by side, chosen by host (jade.localhost is brands/jade's). */
describe.each(testTargets)('two brands from one build on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  const context = useTestApp(target, { webDist: dist, brands: { dir: BRANDS, defaultId: 'lobby' } });
  const get = (url: string, host: string, headers: Record<string, string> = {}) => context.app.inject({ method: 'GET', url, headers: { host, ...headers } });

  it('dresses index.html as the brand of the host, before any script runs', async () => {
    const lobby = await get('/', '127.0.0.1:3000');
    const jade = await get('/index.html', 'jade.localhost:3000');
    expect(lobby.body).toContain('<html lang="zh-CN" data-brand="lobby" data-locales="zh-CN zh-TW en"');
    expect(lobby.body).toContain('<title>Lobby</title>');
    expect(jade.body).toContain('<html lang="zh-TW" data-brand="jade" data-locales="zh-TW zh-CN en"');
    expect(jade.body).toContain('<title>翡翠娱乐</title>');
    expect(jade.body).toContain('--lobby-color-primary:#0a7d61');
    expect(jade.headers['cache-control']).toBe('no-cache');
    const compressed = await get('/', 'jade.localhost', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.rawPayload).toString()).toBe(jade.body);
  });

  it('answers each brand its own manifest and pictures, and nothing else from its folder', async () => {
    const lobby = (await get('/manifest.webmanifest', 'localhost')).json();
    const jade = await get('/manifest.webmanifest', 'jade.localhost');
    expect(jade.headers['content-type']).toContain('application/manifest+json');
    expect(jade.json()).toMatchObject({ name: '翡翠娱乐', lang: 'zh-TW', theme_color: '#0a2f2a', display: 'standalone' });
    expect(lobby).toMatchObject({ name: 'Lobby', lang: 'zh-CN', theme_color: '#141a31' });
    const jadeLogo = await get('/brand/logo.svg', 'jade.localhost');
    expect(jadeLogo.statusCode).toBe(200);
    expect(jadeLogo.body).toBe(readFileSync(join(BRANDS, 'jade', 'logo.svg'), 'utf8'));
    expect((await get('/brand/logo.svg', 'localhost')).body).toBe(readFileSync(join(BRANDS, 'lobby', 'logo.svg'), 'utf8'));
    expect((await get('/brand/icon-512.png', 'jade.localhost')).headers['content-type']).toBe('image/png');
    for (const url of ['/brand/brand.json', '/brand/icon.svg', '/brand/..%2Fjade%2Fbrand.json']) {
      expect((await get(url, 'jade.localhost')).statusCode, url).toBe(404);
    }
  });

  it('names the other brand in app info, and answers in its default language when the client names none', async () => {
    const lobby = await context.app.inject({ method: 'POST', url: api.app.path, headers: { host: 'localhost' } });
    const jade = await context.app.inject({ method: 'POST', url: api.app.path, headers: { host: 'jade.localhost' } });
    expect(lobby.json().data).toMatchObject({ title: 'Lobby 娱乐', site_logo: '/logo.svg' });
    expect(jade.json().data).toMatchObject({ title: '翡翠娱乐', site_logo: '/brand/logo.svg' });
    expect(jade.json().message).toBe(zhTW.server.success);
    expect(lobby.json().message).toBe(messages.server.success);
    const asked = await context.app.inject({ method: 'POST', url: api.app.path, headers: { host: 'jade.localhost', 'accept-language': 'zh-CN' } });
    expect(asked.json().message).toBe(messages.server.success);
  });
});

process.on('exit', () => rmSync(dist, { recursive: true, force: true }));
