import { expect, test } from '@playwright/test';
import { setSiteMode } from '../support/site.ts';
import { e2eServer } from '../support/e2e-server.ts';

const repairTips = '系统升级维护中，预计30分钟后恢复，给您带来不便敬请谅解';

test.afterAll(() => setSiteMode('normal'));

test('maintenance mode shows only the maintenance picture and the repair text', async ({ page }) => {
  setSiteMode('maintenance', repairTips);
  await page.goto('/#/');
  await expect(page.getByText(repairTips)).toBeVisible();
  await expect(page.getByRole('img', { name: '系统维护中' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);

  setSiteMode('normal');
  await page.reload();
  await expect(page.getByText(repairTips)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
});

/** How often an open app asks app info whether the site is in maintenance or open again (apps/web useSiteStateCheck.ts). */
const RECHECK_MS = 30_000;

test('the maintenance screen offers customer service and returns to the site by itself within 30 s', async ({ page, request }) => {
  const serviceUrl: string = (await (await request.post('/api/getservicerurl', { data: {} })).json()).data.url;
  setSiteMode('maintenance', repairTips);
  await page.clock.install();
  await page.goto('/#/');
  await expect(page.getByText(repairTips)).toBeVisible();

  await page.getByRole('button', { name: '联系在线客服' }).click();
  await expect(page.locator('iframe[title="在线客服窗口"]')).toHaveAttribute('src', serviceUrl);
  await expect(page.frameLocator('iframe[title="在线客服窗口"]').getByRole('heading', { name: '在线客服' })).toBeVisible();

  setSiteMode('normal');
  await page.clock.runFor(RECHECK_MS);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByText(repairTips)).toHaveCount(0);
});

test('the maintenance screen asks again as soon as the phone is back online', async ({ page, context }) => {
  setSiteMode('maintenance', repairTips);
  await page.goto('/#/');
  await expect(page.getByText(repairTips)).toBeVisible();

  await context.setOffline(true);
  setSiteMode('normal');
  await context.setOffline(false);
  await expect(page.getByRole('navigation', { name: '底部导航' })).toBeVisible();
  await expect(page.getByText(repairTips)).toHaveCount(0);
});

test('an app already open shows maintenance at its next check of app info, without a reload, and returns after normal', async ({ page }) => {
  await page.clock.install();
  await page.goto('/#/activity');
  await expect(page.getByRole('link', { name: /新会员首存加赠100%/ })).toBeVisible();
  let loads = 0;
  page.on('load', () => void (loads += 1));

  setSiteMode('maintenance', repairTips);
  await page.clock.runFor(RECHECK_MS);
  await expect(page.getByText(repairTips)).toBeVisible();
  await expect(page.getByRole('img', { name: '系统维护中' })).toBeVisible();

  setSiteMode('normal');
  await page.clock.runFor(RECHECK_MS);
  await expect(page.getByRole('link', { name: /新会员首存加赠100%/ })).toBeVisible();
  await expect(page.getByText(repairTips)).toHaveCount(0);
  expect(loads).toBe(0);
});

// The reference server marks its answers during maintenance; a back end that only speaks the spec does not.
if (!e2eServer.specMinimal) {
  test('an app already open shows maintenance as soon as an answer says so, before its next check', async ({ page }) => {
    await page.goto('/#/activity');
    await expect(page.getByRole('link', { name: /新会员首存加赠100%/ })).toBeVisible();

    setSiteMode('maintenance', repairTips);
    const refused = page.waitForResponse((answer) => answer.url().endsWith('/api/activitylist') && answer.status() === 503);
    const appInfoAsked = page.waitForRequest((sent) => sent.url().endsWith('/api/app'));
    await page.getByRole('tab', { name: 'VIP专属' }).click();
    await refused;
    await appInfoAsked;
    await expect(page.getByText(repairTips)).toBeVisible();
    await expect(page.getByRole('img', { name: '系统维护中' })).toBeVisible();
  });
}
