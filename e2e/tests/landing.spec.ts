import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { expectToast } from '../support/app.ts';

test('the landing page shows its carousel and sends a visitor to log in', async ({ page }) => {
  await page.goto('/#/zhanzhu');
  const slides = page.getByRole('region', { name: '官方赞助' }).getByRole('img');
  await expect(slides).toHaveCount(8);
  await expect(slides.first()).toHaveJSProperty('complete', true);
  await page.getByRole('button', { name: /真人视讯/ }).click();
  await expectToast(page, messages.game.loginRequired);
  await page.getByRole('banner').getByRole('link', { name: '登录' }).click();
  await expect(page).toHaveURL(/#\/login$/);
});

test('/kefu frames the customer-service chat', async ({ page }) => {
  await page.goto('/#/kefu');
  await expect(page.frameLocator('iframe[title="在线客服窗口"]').getByRole('heading', { name: '在线客服' })).toBeVisible();
});

test('/app offers the web version through the visit address', async ({ page }) => {
  await page.goto('/#/app');
  await page.getByRole('button', { name: '进入网页版' }).click();
  await expect(page).toHaveURL(/\/demo\/visit\.html#\/$/);
});
