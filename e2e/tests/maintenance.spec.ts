import { expect, test } from '@playwright/test';
import { setSiteMode } from '../support/site.ts';

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

/** How often the maintenance screen asks whether the site is open again (apps/web useMaintenanceRecheck.ts). */
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
