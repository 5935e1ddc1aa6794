import { expect, test } from '@playwright/test';

// index.html itself shows a loading indicator (apps/web/boot-indicator.ts) until the app's first render.

test('the page shows that it is loading before the app\'s code has run, and the app replaces it', async ({ page }) => {
  // Hold back every script: what shows is index.html alone, as on a slow network.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/#/');
  const indicator = page.locator('.boot-indicator[role="status"]');
  await expect(indicator).toBeVisible();
  // In the page's language only (zh-CN here): the other languages' words are there but not shown.
  await expect(indicator.locator('[lang="zh-CN"]')).toHaveText('加载中');
  await expect(indicator.locator('[lang="zh-CN"]')).toBeVisible();
  await expect(indicator.locator('[lang="en"]')).toBeHidden();
  await expect(indicator.locator('[lang="zh-TW"]')).toBeHidden();

  await page.unroute('**/assets/*.js');
  await page.goto('/#/login');
  await page.reload();
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  await expect(page.locator('.boot-indicator')).toHaveCount(0);
});
