import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { demoMember, expectToast, logIn } from '../support/app.ts';

const firstDeposit = '新会员首存加赠100%，最高1888元';

test('a visitor switches promotion tabs and is asked to log in to sign up', async ({ page }) => {
  await page.goto('/#/activity');
  await expect(page.getByRole('tab', { name: '全部优惠' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(firstDeposit) })).toBeVisible();
  await expect(page.getByRole('navigation', { name: '底部导航' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'VIP专属' }).click();
  await expect(page.getByRole('link', { name: /VIP晋级礼金/ })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(firstDeposit) })).toHaveCount(0);
  await page.getByRole('tab', { name: '新人专享' }).click();

  await page.getByRole('link', { name: new RegExp(firstDeposit) }).click();
  await expect(page).toHaveURL(/#\/activityInfo\?id=\d+$/);
  await expect(page.getByRole('heading', { name: firstDeposit })).toBeVisible();
  await expect(page.getByText('申请时请填写首笔存款金额')).toBeVisible();
  await page.getByRole('button', { name: '登录后报名' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test('a member signs up for a promotion with a digits-only amount', async ({ page }) => {
  await page.goto('/#/activity');
  await page.getByRole('link', { name: new RegExp(firstDeposit) }).click();
  await page.getByRole('button', { name: '登录后报名' }).click();
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/activityInfo\?id=\d+$/);

  await page.getByRole('button', { name: '立即报名' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('活动申请')).toBeVisible();
  // The amount field is drawn as a field (a border a member can see) and has the focus, keyboard up.
  const amount = dialog.getByRole('textbox', { name: '申请金额' });
  await expect(amount).toBeFocused();
  const border = await amount.locator('xpath=..').evaluate((box) => getComputedStyle(box).borderTopWidth);
  expect(parseFloat(border)).toBeGreaterThanOrEqual(1);
  await dialog.getByRole('textbox').fill('abc');
  await expect(dialog.getByRole('textbox')).toHaveValue('');
  await dialog.getByText('确认提交').click();
  await expectToast(page, messages.activity.amountDigits);
  await dialog.getByRole('textbox').fill('500');
  await dialog.getByText('确认提交').click();
  // Other flows on the same database may have signed the demo member up already.
  await expect(page.locator('.adm-toast-main')).toHaveText(
    new RegExp(`${messages.activity.applied}|${messages.activity.alreadyApplied}`),
  );
});

test('scrolling to the end of the promotions lists each one once', async ({ page }) => {
  // On a back end that follows the spec, activitylist ignores the page and answers the whole list:
  // the app must not ask for page 2 and show every promotion again.
  const asked: unknown[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/activitylist')) asked.push(request.postDataJSON());
  });
  await page.goto('/#/activity');
  const offers = page.getByRole('link', { name: /./ }).filter({ has: page.locator('img') });
  await expect(page.getByRole('link', { name: new RegExp(firstDeposit) })).toBeVisible();
  await page.mouse.move(180, 400);
  for (let round = 0; round < 3; round += 1) {
    await page.mouse.wheel(0, 5000);
    await page.waitForLoadState('networkidle');
  }
  const names = await offers.allTextContents();
  expect(names.length).toBeGreaterThan(0);
  expect(new Set(names).size).toBe(names.length);
  await expect(page.getByRole('link', { name: new RegExp(firstDeposit) })).toHaveCount(1);
  expect(asked.filter((payload) => (payload as { page?: number }).page !== 1)).toEqual([]);
});
