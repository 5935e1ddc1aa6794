import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { demoMember, logIn } from '../support/app.ts';

test('a member sees the red-packet counts and rules, and a grab without grabs left is blocked', async ({ page }) => {
  await page.goto('/#/hongbao');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/hongbao$/);

  await expect(page.getByText('最多可抢')).toBeVisible();
  await expect(page.getByRole('table')).toContainText('~');
  await expect(page.getByText('抢红包时间：每日北京时间10:00-12:00。')).toBeVisible();
  await expect(page.getByText('存款统计时间：前一日12:00至当日10:00。')).toBeVisible();
  await expect(page.getByText('活动日期以美东时间为准。')).toBeVisible();

  // The seeded demo member has made no deposit, so no grab is left today.
  await expect(page.getByText('剩余次数').locator('..').locator('dd')).toHaveText('0');
  await page.getByRole('button', { name: '抢红包' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.redPacket.notMet);
  await dialog.getByText('立即充值').click();
  await expect(page).toHaveURL(/#\/wallet\?type=0$/);
});
