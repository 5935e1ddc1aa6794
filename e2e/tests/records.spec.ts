import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { formatMoney, messages, PAGE_SIZE } from '@lobby/contract';
import { logIn } from '../support/app.ts';
import { e2eServer } from '../support/e2e-server.ts';
import type { TestMember } from '../support/member-setup.ts';
import { memberWithRecords, RECORD_VENUE, signUpForPromotion } from '../support/record-setup.ts';

// One member whose records the product's own flows wrote (deposit, transfers, demo rounds, withdrawal):
// made once, read by every flow below.
let api: APIRequestContext;
let member: TestMember & { depositNo: string };

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => {
  test.setTimeout(180_000);
  api = await playwright.request.newContext({ baseURL: e2eServer.url });
  member = await memberWithRecords(api);
});

test.afterAll(async () => {
  await api.dispose();
});

async function openRecords(page: Page, path: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(new RegExp(`#${path}$`));
}

/** Scrolls the list's last row into view, a page at a time, until 没有更多了 shows; answers the row count. */
async function scrollToEnd(page: Page, list: Locator): Promise<number> {
  const rows = list.getByRole('listitem');
  const end = page.getByText(messages.records.noMore);
  while (!(await end.isVisible())) {
    const count = await rows.count();
    await rows.last().scrollIntoViewIfNeeded();
    await expect.poll(async () => (await end.isVisible()) || (await rows.count()) > count).toBe(true);
  }
  await end.scrollIntoViewIfNeeded();
  await expect(end).toBeInViewport();
  return rows.count();
}

/** The JSON body of the next call to `path`. */
function nextCall(page: Page, path: string) {
  return page.waitForRequest((request) => request.url().endsWith(path)).then((request) => request.postDataJSON());
}

test('bet records page past the first page, and a filter starts again at page 1', async ({ page }) => {
  // Meeting the deposit's turnover in small bets took a few hundred rounds: many pages to scroll.
  test.setTimeout(120_000);
  const firstCall = nextCall(page, '/api/betrecord');
  await openRecords(page, '/betRecord');
  expect(await firstCall).toEqual({ date: 4, page: 1, api_type: '' });
  // The page is a sheet scrolling on its own: the body beneath does not scroll while it is open.
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

  const bets = page.getByRole('list', { name: '投注记录' });
  await expect(bets.getByRole('listitem')).toHaveCount(PAGE_SIZE);
  await expect(bets.getByRole('listitem').first()).toContainText(messages.demoVenue.slotName);
  await expect(bets.getByRole('listitem').first()).toContainText('已结算');
  expect(await scrollToEnd(page, bets)).toBeGreaterThan(PAGE_SIZE);

  const filtered = nextCall(page, '/api/betrecord');
  await page.getByRole('button', { name: '平台：全平台' }).click();
  await page.getByRole('dialog', { name: '选择平台' }).getByRole('button', { name: RECORD_VENUE.name }).click();
  expect(await filtered).toEqual({ date: 4, page: 1, api_type: RECORD_VENUE.platname });
  await expect(bets.getByRole('listitem')).toHaveCount(PAGE_SIZE);

  // Every round was played today, so yesterday has none.
  await page.getByRole('tab', { name: '昨天' }).click();
  await expect(page.getByText(messages.records.empty)).toBeVisible();
  await page.getByRole('tab', { name: '今天' }).click();
  await expect(bets.getByRole('listitem')).toHaveCount(PAGE_SIZE);

  await page.getByRole('button', { name: '返回' }).click();
  await expect(page).not.toHaveURL(/betRecord/);
  expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
});

test('transaction records show each type with its states, and the popup applies platform, date and type', async ({ page }) => {
  await openRecords(page, '/transRecord');
  const deposits = page.getByRole('list', { name: '存款记录' });
  await expect(deposits.getByRole('listitem').filter({ hasText: member.depositNo })).toContainText('审核通过');

  await page.getByRole('tab', { name: '取款记录' }).click();
  const withdrawals = page.getByRole('list', { name: '取款记录' });
  await expect(withdrawals.getByRole('listitem')).toHaveCount(1);
  await expect(withdrawals.getByRole('listitem')).toContainText('待审核');
  await expect(withdrawals.getByRole('listitem')).toContainText('100.00');

  await page.getByRole('tab', { name: '转入记录' }).click();
  const transfersIn = page.getByRole('list', { name: '转入记录' });
  await expect(transfersIn.getByRole('listitem')).toHaveCount(PAGE_SIZE);
  await expect(transfersIn.getByRole('listitem').first()).toContainText('成功');
  expect(await scrollToEnd(page, transfersIn)).toBeGreaterThan(PAGE_SIZE);

  // A new date starts again at page 1.
  const redated = nextCall(page, '/api/gettransrecord');
  await page.getByRole('tab', { name: '近7天' }).click();
  expect(await redated).toEqual({ date: 2, type: 3, page: 1, api_type: '' });
  await expect(transfersIn.getByRole('listitem')).toHaveCount(PAGE_SIZE);

  const filtered = nextCall(page, '/api/gettransrecord');
  await page.getByRole('button', { name: '筛选' }).click();
  const popup = page.getByRole('dialog', { name: '筛选条件' });
  await popup.getByRole('group', { name: '平台' }).getByRole('button', { name: RECORD_VENUE.name }).click();
  await popup.getByRole('group', { name: '日期' }).getByRole('button', { name: '今天' }).click();
  await popup.getByRole('group', { name: '类型' }).getByRole('button', { name: '转出记录' }).click();
  await popup.getByRole('button', { name: '确定' }).click();
  expect(await filtered).toEqual({ date: 1, type: 4, page: 1, api_type: RECORD_VENUE.platname });
  await expect(page.getByRole('tab', { name: '转出记录' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: '今天' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('button', { name: `平台：${RECORD_VENUE.name}` })).toBeVisible();
  // The recovery at the end of the setup moved the venue's balance back: one transfer-out.
  const transfersOut = page.getByRole('list', { name: '转出记录' });
  await expect(transfersOut.getByRole('listitem').first()).toContainText(RECORD_VENUE.name);
  await expect(transfersOut.getByRole('listitem').first()).toContainText('成功');
});

test('record states are coloured chips, and an order number copies with 复制成功！', async ({ page }) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openRecords(page, '/transRecord');
  const deposit = page.getByRole('list', { name: '存款记录' }).getByRole('listitem').filter({ hasText: member.depositNo });
  const colours = (text: string, row: Locator) => row.getByText(text, { exact: true }).evaluate((chip) => {
    const style = getComputedStyle(chip);
    return { background: style.backgroundColor, colour: style.color, radius: parseFloat(style.borderTopLeftRadius) };
  });
  const approved = await colours('审核通过', deposit);
  await deposit.getByRole('button', { name: '复制订单号' }).click();
  await expect(page.getByText(messages.common.copySuccess)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(member.depositNo);

  await page.getByRole('tab', { name: '取款记录' }).click();
  const withdrawal = page.getByRole('list', { name: '取款记录' }).getByRole('listitem').first();
  const pending = await colours('待审核', withdrawal);
  // Green for approved, amber for waiting: different colours, each a tinted pill.
  expect(approved.background).not.toBe(pending.background);
  expect(approved.colour).not.toBe(pending.colour);
  for (const chip of [approved, pending]) {
    expect(chip.background).not.toBe('rgba(0, 0, 0, 0)');
    expect(chip.radius).toBeGreaterThan(8);
  }
});

test('the bet record sums the period: bet total, valid bet and win/loss', async ({ page }) => {
  await openRecords(page, '/betRecord');
  const totals = page.getByRole('region', { name: '投注合计' });
  await expect(totals).toContainText(/(本期合计（\d+笔）|已加载\d+笔合计)/);
  await expect(totals).toContainText('投注总额');
  await expect(totals).toContainText('有效投注');
  await expect(totals).toContainText('输赢');
  await expect(totals.locator('dd').first()).toHaveText(/^[\d,]+\.\d{2}$/);
});

test('the activity record shows a promotion sign-up waiting for review', async ({ page }) => {
  const title = await signUpForPromotion(api, member);
  await openRecords(page, '/activityRecord');
  const row = page.getByRole('list', { name: '活动记录' }).getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('待审核');
  await expect(page.getByText(messages.records.noMore)).toBeVisible();
});

test('the red-packet record shows the grab counts, any grab made, and leads to /hongbao', async ({ page }) => {
  // Grabs open 10:00-12:00 Beijing time only: inside that window the member tries one, outside it
  // the record stays empty.
  const beijingHour = new Date(Date.now() + 8 * 3_600_000).getUTCHours();
  const grab = beijingHour >= 10 && beijingHour < 12
    ? await (await api.post('/api/douserredpacket', { data: {}, headers: { Authorization: `Bearer ${member.token}` } })).json()
    : null;
  await openRecords(page, '/welfare');
  await expect(page.getByText('剩余次数')).toBeVisible();
  await expect(page.getByText('已领取次数')).toBeVisible();
  if (grab?.code === 200) {
    const row = page.getByRole('list', { name: '红包记录' }).getByRole('listitem');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(formatMoney(grab.data.redpacketmoney));
    await expect(page.getByText('已领取次数').locator('xpath=following-sibling::dd[1]')).toHaveText('1');
  } else {
    await expect(page.getByText(messages.records.empty)).toBeVisible();
  }
  await page.getByRole('button', { name: '前往领取' }).click();
  await expect(page).toHaveURL(/#\/hongbao$/);
});
