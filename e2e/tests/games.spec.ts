import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { demoMember, expectToast, logIn } from '../support/app.ts';

test('a visitor browses the provider lists and is asked to log in on a tile', async ({ page }) => {
  await page.goto('/#/concise');
  await expect(page.getByRole('button', { name: '捕鱼大亨' })).toBeVisible();
  await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'PP电子' }).click();
  await expect(page).toHaveURL(/#\/concise\?gamecode=pp$/);
  await expect(page.getByRole('button').filter({ has: page.locator('img') }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'OB捕鱼' }).click();
  await page.getByRole('button', { name: '捕鱼大亨' }).click();
  await expectToast(page, messages.game.loginRequired);
});

test('a member taps a tile and lands on the demo venue', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/concise?gamecode=obgdy');
  await page.getByRole('button', { name: '捕鱼大亨' }).click();
  await expect(page).toHaveURL(/\/demo-venue\/play/);
  await expect(page.getByRole('heading', { name: '捕鱼大亨' })).toBeVisible();
});

test('/gamePage frames the agent login page and customer service; back goes home', async ({ page }) => {
  await page.goto('/#/activity');
  await page.goto('/#/gamePage?dailiD=1');
  await expect(page.frameLocator('iframe[title="游戏窗口"]').getByRole('heading', { name: '代理后台' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/gamePage?dailiD=2');
  await expect(page.frameLocator('iframe[title="游戏窗口"]').getByRole('heading', { name: '在线客服' })).toBeVisible();
  await page.getByRole('button', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
});
