import { appendFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eServer } from '../support/e2e-server.ts';
import { memberCall, registerMember } from '../support/member-setup.ts';
import { startOwnServer } from '../support/own-server.ts';

// Issue 14: installable. The other flows block service workers (playwright.config.ts) so that their
// page.route interceptions see every request; these let the app's worker run.
test.use({ serviceWorkers: 'allow' });
// The worker registers after the page's load event and then downloads the whole build: slow on a busy machine.
test.slow();

/** Waits until the page's worker is active and has precached the build (activation follows the precache). */
async function workerActive(page: import('@playwright/test').Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state), { timeout: 90_000 }).toBe('activated');
}

test('the manifest is valid and installable, with the brand\'s icons', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Lobby', short_name: '会员大厅', display: 'standalone', start_url: './', scope: './', lang: 'zh-CN' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
    const answer = await request.get(new URL(icon.src, `${e2eServer.url}/`).href);
    expect(answer.ok(), icon.src).toBe(true);
    expect(answer.headers()['content-type']).toBe(icon.type);
  }
  expect((manifest.icons as Array<{ sizes: string }>).map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
});

test('the worker registers, never keeps an /api answer, and a reload offline opens the shell with the offline message', async ({ page, context }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: '快捷入口' }).or(page.getByRole('region', { name: '游戏分类' })).first()).toBeVisible();
  await workerActive(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: '网络已断开' })).toBeVisible();
  await expect(page.getByRole('button', { name: '菜单' })).toBeVisible();
  await expect(page.locator('footer, nav').last()).toContainText('首页');

  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
    return urls;
  });
  expect(cached.some((url) => url.includes('/assets/'))).toBe(true);
  expect(cached.filter((url) => /\/api(\/|\?|$)/.test(url))).toEqual([]);
  await context.setOffline(false);
});

test('the worker never keeps a page the server sends no-store: a sandbox payment page stays out of lobby-pages', async ({ page, request }) => {
  test.skip(e2eServer.specMinimal, 'the payment sandbox is a Lobby addition');
  const member = await registerMember(request);
  const order = await memberCall(request, member.token, '/api/recharge', { paytype: 'alipay', amount: 300 });
  const depositNo = (order.data as { deposit_no: string }).deposit_no;
  const payUrl = ((await memberCall(request, member.token, '/api/payinfo', { deposit_no: depositNo })).data as { url: string }).url;
  expect(payUrl).toContain('/payment-sandbox/pay/');

  await page.goto('/');
  await workerActive(page);
  // Under the worker from here on: the app's page lands in lobby-pages, the sandbox page must not.
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  const sandbox = await page.goto(payUrl);
  expect(sandbox?.headers()['cache-control']).toBe('no-store');
  // '/' itself is answered from the precache; an address with a query goes to the pages cache, which
  // shows that the cache does store the pages it may keep.
  await page.goto('/?from=home-screen');
  const pagesCached = () => page.evaluate(async () => (await (await caches.open('lobby-pages')).keys()).map((entry) => new URL(entry.url).pathname));
  await expect.poll(pagesCached).toContain('/');
  expect((await pagesCached()).filter((path) => path.startsWith('/payment-sandbox/'))).toEqual([]);
});

test('a new version deployed under an open page is offered as 新版本可用, and the reload moves onto it', async ({ page }) => {
  const server = await startOwnServer(e2eServer.port + 7);
  try {
    await page.goto(`${server.url}/`);
    await workerActive(page);
    // Controlled from the next load on: the worker the member now runs.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // The deploy: a new build's worker differs in its bytes.
    const worker = join(server.webDist, 'sw.js');
    appendFileSync(worker, `\n// deployed ${Date.now()}\n`);
    expect(readFileSync(worker, 'utf8')).toContain('deployed');
    await page.evaluate(() => { (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true; });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

    const offer = page.getByRole('alert').filter({ hasText: '新版本可用' });
    await expect(offer).toBeVisible({ timeout: 30_000 });
    const reloaded = page.waitForEvent('framenavigated');
    await offer.getByRole('button', { name: '立即更新' }).click();
    // The page reloaded (the flag set before is gone) under the new worker, with nothing left waiting.
    await reloaded;
    await page.waitForLoadState('load');
    expect(await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false)).toBe(false);
    await expect.poll(() => page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting === null && navigator.serviceWorker.controller !== null;
    })).toBe(true);
    await expect(page.getByRole('alert').filter({ hasText: '新版本可用' })).toHaveCount(0);
  } finally {
    await server.stop();
  }
});
