import { expect, test } from '@playwright/test';
import { ARTICLE_TITLES, HELP_TOPIC_ORDER } from '@lobby/contract';

test('every help topic opens its article with a title, content and the human-service prompt', async ({ page }) => {
  await page.goto('/#/securitycenter');
  await expect(page.getByRole('heading', { name: '您好，欢迎来到帮助中心' })).toBeVisible();
  for (const type of HELP_TOPIC_ORDER) {
    await page.getByRole('navigation', { name: '帮助主题' }).getByRole('link', { name: ARTICLE_TITLES[type] }).click();
    await expect(page).toHaveURL(new RegExp(`#/boutBallBetInfo\\?type=${type}$`));
    await expect(page.getByRole('heading', { name: ARTICLE_TITLES[type] })).toBeVisible();
    await expect(page.getByRole('link', { name: '人工客服' })).toBeVisible();
    await expect(page.locator('p').first()).not.toBeEmpty();
    await page.getByRole('button', { name: '返回' }).click();
    await expect(page).toHaveURL(/#\/securitycenter$/);
  }
  await page.getByRole('link', { name: '人工客服' }).click();
  await expect(page).toHaveURL(/#\/kefu$/);
});

test('/boutBallBet shows the same help topics', async ({ page }) => {
  await page.goto('/#/boutBallBet');
  await expect(page.getByRole('navigation', { name: '帮助主题' }).getByRole('link')).toHaveCount(7);
});
