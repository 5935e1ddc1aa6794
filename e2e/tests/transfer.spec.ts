import { expect, test, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { demoMember, expectToast, logIn } from '../support/app.ts';

async function openTransfer(page: Page) {
  await page.goto('/#/login?redirect=%2Ftransfer');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/transfer$/);
}

/** The main balance in yuan, as the screen shows it. */
async function mainBalance(page: Page): Promise<number> {
  const text = await page.getByRole('region', { name: '中心钱包' }).textContent();
  return Number(/([\d,.]+) 元/.exec(text ?? '')?.[1]?.replace(/,/g, ''));
}

async function choose(page: Page, side: '转出钱包' | '转入钱包', name: string) {
  await page.getByRole('button', { name: side }).click();
  const popup = page.getByRole('dialog', { name: '选择钱包' });
  await popup.getByRole('button', { name, exact: true }).click();
  await expect(popup).toBeHidden();
}

test('a member transfers into a venue and back, meeting each rule once', async ({ page }) => {
  await openTransfer(page);
  const venues = page.getByRole('region', { name: '场馆钱包' });
  await expect(venues.getByRole('listitem')).toHaveCount(4);
  await expect(venues).not.toContainText(messages.common.reading);
  const [first, second] = await venues.getByRole('listitem').locator('span:first-child').allTextContents();
  const before = await mainBalance(page);
  const submit = () => page.getByRole('button', { name: '立即转账' }).click();
  const amount = page.getByLabel('转账金额', { exact: true });

  await submit();
  await expectToast(page, messages.transfer.amountRequired);
  await amount.fill('100');
  await submit();
  await expectToast(page, messages.transfer.targetRequired);
  await choose(page, '转出钱包', first!);
  await expect(amount).toHaveValue(''); // a new source clears the amount
  await amount.fill('100');
  await choose(page, '转入钱包', second!);
  await submit();
  await expectToast(page, messages.transfer.venueToVenue);

  await choose(page, '转出钱包', '中心钱包');
  await choose(page, '转入钱包', first!);
  await amount.fill('100');
  await submit();
  await expectToast(page, messages.transfer.success);
  await expect.poll(() => mainBalance(page)).toBeCloseTo(before - 100, 2);
  const firstVenue = venues.getByRole('listitem').filter({ hasText: first! });
  await expect(firstVenue).toContainText(/[1-9]\d*\.\d{2}/);

  await choose(page, '转出钱包', first!);
  await page.getByRole('button', { name: '全部金额' }).click();
  await expect(amount).toHaveValue(/^[1-9]\d*\.\d{2}$/);
  await choose(page, '转入钱包', '中心钱包');
  await submit();
  await expectToast(page, messages.transfer.success);
  await expect(firstVenue).toContainText('0.00');
  await expect.poll(() => mainBalance(page)).toBeGreaterThanOrEqual(before);
});

test('the venue grid expands, refreshes a venue, and free-transfer mode hides the form', async ({ page }) => {
  await openTransfer(page);
  const venues = page.getByRole('region', { name: '场馆钱包' });
  await venues.getByRole('button', { name: '展开全部' }).click();
  const all = await venues.getByRole('listitem').count();
  expect(all).toBeGreaterThan(4);
  await venues.getByRole('button', { name: '收起' }).click();
  await expect(venues.getByRole('listitem')).toHaveCount(4);
  const refreshed = page.waitForResponse((response) => /\/api\/userapimoney\/\w+$/.test(response.url()));
  await venues.getByRole('button', { name: /^刷新.+余额$/ }).first().click();
  expect((await refreshed).ok()).toBe(true);

  const toggle = page.getByRole('switch', { name: '免转模式' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('button', { name: '立即转账' })).toBeHidden();
  await expect(page.getByLabel('转账金额', { exact: true })).toBeHidden();

  // A lost answer puts the switch back with 服务器异常，请稍后再试！.
  await page.route('**/api/uptransferstatus', (route) => route.abort());
  await toggle.click();
  await expectToast(page, messages.common.serverError);
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await page.unroute('**/api/uptransferstatus');

  // Off again, so the other flows find demo888 with manual transfers.
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('button', { name: '立即转账' })).toBeVisible();
});
