import { expect, test } from '@playwright/test';
import { logIn } from '../support/app.ts';
import { registerMember } from '../support/member-setup.ts';
import { approvedDeposit } from '../support/record-setup.ts';

// Issue 13: one money format with thousands separators, and one name (中心钱包) for the main wallet.
// A fresh member, so no other flow moves the balance under the assertions.
test('a balance of five digits shows separators and is named 中心钱包; inputs keep plain digits', async ({ page, request }) => {
  const member = await registerMember(request);
  await approvedDeposit(request, member, 12_345.67);

  await page.goto('/#/login?redirect=%2Fmine');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/mine$/);
  await expect(page.getByRole('button', { name: /^余额/ })).toContainText('12,345.67');
  // On /mine the profile card names the main wallet (the quick actions under it no longer repeat it).
  await expect(page.locator('dt', { hasText: /^中心钱包$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText('12,345.67');

  await page.goto('/#/transfer');
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('12,345.67 元');
  await page.getByRole('button', { name: '转出钱包' }).click();
  await page.getByRole('dialog', { name: '选择钱包' }).getByRole('button', { name: '中心钱包', exact: true }).click();
  await page.getByRole('button', { name: '全部金额' }).click();
  await expect(page.getByLabel('转账金额')).toHaveValue('12345.67');

  await page.goto('/#/withdrawal');
  // Read-only, the wallet is a figure on display (separators); 全部金额 fills the input with plain digits.
  await expect(page.getByRole('textbox', { name: '中心钱包' })).toHaveValue('12,345.67');
  await page.getByRole('button', { name: '全部金额' }).click();
  await expect(page.getByLabel('取款金额')).toHaveValue('12345.67');
});
