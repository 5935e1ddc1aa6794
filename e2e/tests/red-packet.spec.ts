import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { demoMember, logIn } from '../support/app.ts';

test('a member sees the red-packet counts and rules, and a grab without grabs left is blocked', async ({ page }) => {
  // Inside today's window (10:00-12:00 Beijing time): the grab is offered.
  await page.clock.setFixedTime(new Date('2026-11-24T10:30:00+08:00'));
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
  await expect(page).toHaveURL(/#\/recharge$/);
});

test('the page says when today\'s window is, where it stands, and counts down to the next change', async ({ page }) => {
  const at = async (beijing: string) => {
    await page.clock.setFixedTime(new Date(`${beijing}+08:00`));
    await page.goto('/#/hongbao');
    await page.reload();
    await expect(page.getByText('最多可抢')).toBeVisible();
  };
  await page.goto('/#/login?redirect=%2Fhongbao');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/hongbao$/);
  await expect(page.getByText('每日北京时间 10:00-12:00')).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveText(['活动时间', '红包金额', '存款要求(元)']);

  await at('2026-11-24T09:00:00');
  await expect(page.getByText('今日尚未开始')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('01:00:00');
  await expect(page.getByText('距开抢')).toBeVisible();

  await at('2026-11-24T10:30:00');
  await expect(page.getByText('抢红包进行中')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('01:30:00');

  await at('2026-11-24T15:00:00');
  await expect(page.getByText('今日已结束，明日再来')).toBeVisible();
  await expect(page.getByText('距明日开抢')).toBeVisible();
  await expect(page.getByRole('timer')).toHaveText('19:00:00');
  // The grab button says the window is over and cannot be pressed: no 您还未满足条件 + 立即充值.
  await expect(page.getByRole('button', { name: '今日已结束' })).toBeDisabled();
  await expect(page.getByRole('button', { name: '抢红包' })).toHaveCount(0);

  // After the seeded activity's last day (2027-12-31, US Eastern): the activity ended, no countdown.
  await at('2028-01-03T15:00:00');
  await expect(page.getByRole('status')).toHaveText('活动已结束');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('button', { name: '活动已结束' })).toBeDisabled();
});
