import { expect, test, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { logIn } from '../support/app.ts';
import { registerMember, type TestMember } from '../support/member-setup.ts';
import { approvedDeposit } from '../support/record-setup.ts';

// A phone that loses its connection shows 网络异常 with 重试; once the connection is back, 重试 asks again,
// and the app asks again by itself for every screen in error and for the balance.

async function openDepositRecords(page: Page, member: TestMember) {
  await page.goto(`/#/login?redirect=${encodeURIComponent('/transRecord')}`);
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/transRecord$/);
  await expect(page.getByRole('list', { name: '存款记录' }).getByRole('listitem')).toHaveCount(1);
}

/** Offline, 近7天 cannot load: the network error with 重试 shows in place of the list. */
async function failSevenDaysOffline(page: Page) {
  await page.context().setOffline(true);
  await page.getByRole('tab', { name: '近7天' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(messages.common.networkError);
  return alert;
}

/**
 * Back online, but the call the app asks again by itself at once fails too (a line still settling): the
 * error with 重试 stays, and from then on the call would succeed.
 */
async function backOnlineStillFailing(page: Page, call: string, askedAgain: Promise<unknown>) {
  await page.route(call, (route) => route.abort('internetdisconnected'));
  await page.context().setOffline(false);
  await askedAgain;
  await expect(page.getByRole('alert')).toContainText(messages.common.networkError);
  await page.unroute(call);
}

function nextRecordsCall(page: Page) {
  return page.waitForRequest((request) => request.url().endsWith('/api/gettransrecord') && request.postDataJSON().date === 2);
}

test('back online, 重试 on the transaction records asks again and the records show', async ({ page, request }) => {
  const member = await registerMember(request);
  await approvedDeposit(request, member, 100);
  await openDepositRecords(page, member);
  const alert = await failSevenDaysOffline(page);
  await backOnlineStillFailing(page, '**/api/gettransrecord', nextRecordsCall(page));

  const asked = nextRecordsCall(page);
  await alert.getByRole('button', { name: messages.recovery.retry }).click();
  await asked;
  await expect(page.getByRole('list', { name: '存款记录' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('back online, the transaction records and the balance are asked again without a tap', async ({ page, request }) => {
  const member = await registerMember(request);
  await approvedDeposit(request, member, 100);
  await openDepositRecords(page, member);
  await failSevenDaysOffline(page);

  const asked = nextRecordsCall(page);
  const balanceAsked = page.waitForRequest((sent) => sent.url().endsWith('/api/balance') || sent.url().endsWith('/api/push/balances'));
  await page.context().setOffline(false);
  await Promise.all([asked, balanceAsked]);
  await expect(page.getByRole('list', { name: '存款记录' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('alert')).toHaveCount(0);
});

/** /activity with the VIP tab failed offline: the error with 重试 in place of its promotions. */
async function failVipPromotionsOffline(page: Page) {
  await page.goto('/#/activity');
  await expect(page.getByRole('link', { name: /新会员首存加赠100%/ })).toBeVisible();
  await page.context().setOffline(true);
  await page.getByRole('tab', { name: 'VIP专属' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(messages.common.networkError);
  return alert;
}

function nextPromotionsCall(page: Page) {
  return page.waitForRequest((request) => request.url().endsWith('/api/activitylist'));
}

test('back online, 重试 on the promotions asks again and they show', async ({ page }) => {
  const alert = await failVipPromotionsOffline(page);
  await backOnlineStillFailing(page, '**/api/activitylist', nextPromotionsCall(page));

  const asked = nextPromotionsCall(page);
  await alert.getByRole('button', { name: messages.recovery.retry }).click();
  await asked;
  await expect(page.getByRole('link', { name: /VIP晋级礼金/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('back online, the promotions are asked again without a tap', async ({ page }) => {
  await failVipPromotionsOffline(page);
  const asked = nextPromotionsCall(page);
  await page.context().setOffline(false);
  await asked;
  await expect(page.getByRole('link', { name: /VIP晋级礼金/ })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
