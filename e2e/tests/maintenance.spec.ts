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
