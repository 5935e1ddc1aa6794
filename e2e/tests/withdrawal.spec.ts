import { expect, test, type Page } from '@playwright/test';
import { formatMoney, messages, WITHDRAW_REDIRECT_MS } from '@lobby/contract';
import { demoMember, expectToast, logIn } from '../support/app.ts';
import {
  apiToken,
  bindBankCard,
  bindCard,
  memberCall,
  PAY_PASSWORD,
  pendingWithdrawalId,
  registerMember,
  runAdmin,
} from '../support/member-setup.ts';

async function openWithdrawal(page: Page, account: string, password: string) {
  await page.goto('/#/login?redirect=%2Fwithdrawal');
  await logIn(page, account, password);
  await expect(page).toHaveURL(/#\/withdrawal$/);
}

async function withdrawExpecting(page: Page, text: string) {
  await page.getByRole('button', { name: '立即提现' }).click();
  await expectToast(page, text);
}

/** The platform balance the member centre's header shows. */
async function expectBalance(page: Page, yuan: string) {
  await page.goto('/#/mine');
  await expect(page.getByRole('button', { name: /^余额/ })).toContainText(yuan);
}

test('a withdrawal to a bank card passes every rule, is held, and the back office pays it out', async ({ page, request }) => {
  // The demo member starts with 1000.00 and no deposit, so no turnover is outstanding. Other flows
  // may have moved some of it, so the figures below are read, not assumed.
  const token = await apiToken(request, demoMember.account, demoMember.password);
  // Two cards, so that one must be chosen (a single one is taken at once).
  await bindBankCard(request, token);
  const bankNo = await bindBankCard(request, token);
  const { balance } = (await memberCall(request, token, '/api/balance')).data as { balance: number };
  await openWithdrawal(page, demoMember.account, demoMember.password);

  await expect(page.getByLabel('打码量')).toHaveValue('0.00');
  await withdrawExpecting(page, messages.withdrawal.selectBankCard);
  await page.getByText(new RegExp(`\\*{4}${bankNo.slice(-4)}$`)).click();
  await page.getByLabel('取款金额').fill('99');
  await withdrawExpecting(page, messages.withdrawal.minAmount);
  await page.getByRole('button', { name: '全部金额' }).click();
  await expect(page.getByLabel('取款金额')).toHaveValue(String(balance));
  await withdrawExpecting(page, messages.withdrawal.passwordRequired);

  await page.getByLabel('取款金额').fill('300');
  await page.getByLabel('支付密码').fill(`${PAY_PASSWORD}99`);
  await expect(page.getByLabel('支付密码')).toHaveValue(PAY_PASSWORD);
  await withdrawExpecting(page, messages.withdrawal.submitted);
  await expect(page).toHaveURL(/#\/transRecord$/, { timeout: WITHDRAW_REDIRECT_MS + 5_000 });
  // Held: out of the spendable balance while the back office decides.
  const held = formatMoney(balance - 300);
  await expectBalance(page, held);

  expect(runAdmin('approve-withdrawal', pendingWithdrawalId(demoMember.account))).toContain(messages.backOffice.withdrawalApproved);
  await page.reload();
  await expect(page.getByRole('button', { name: /^余额/ })).toContainText(held);
  // The member sees the decision in the withdrawal records.
  await page.goto('/#/transRecord');
  await page.getByRole('tab', { name: '取款记录' }).click();
  const newest = page.getByRole('list', { name: '取款记录' }).getByRole('listitem').first();
  await expect(newest).toContainText('300.00');
  await expect(newest).toContainText('审核通过');
});

test('a USDT withdrawal shows the conversion, the fee of the wallet protocol and the arrival', async ({ page, request }) => {
  const member = await registerMember(request);
  const address = '0xAbC9Xf8m3kQpL2v7RdN4aB6cE1gH5jK8e9F0a1b2';
  await bindCard(request, member.token, { bank: 'USDT', bank_no: address, bank_owner: 'ERC20' });
  await openWithdrawal(page, member.account, member.password);

  await page.getByRole('tab', { name: 'USDT' }).click();
  await expect(page).toHaveURL(/#\/withdrawal\?qutype=2$/);
  await expect(page.getByRole('link', { name: '+ 添加USDT地址' })).toHaveAttribute('href', '#/wallet?type=2&show=1');
  await page.getByLabel('取款金额').fill('730');
  // 730 / 7.3 (the seeded withdrawusdtrate) = 100 USDT; the one ERC20 wallet is taken at once, so its fee.
  const figures = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
  await expect(figures('转换金额')).toHaveText('100.00 USDT');
  await expect(page.getByRole('radio', { name: `USDT (ERC20) ...${address.slice(-10)}` })).toBeChecked();
  await expect(figures('手续费')).toHaveText('5.00 USDT');
  await expect(figures('实际到账')).toHaveText('95.00 USDT');
});

test('one saved account is taken at once; with two, the list is one tab stop and arrows choose', async ({ page, request }) => {
  const member = await registerMember(request);
  await bindBankCard(request, member.token);
  await openWithdrawal(page, member.account, member.password);
  const accounts = page.getByRole('radiogroup', { name: '选择银行卡' });
  await expect(accounts.getByRole('radio')).toHaveCount(1);
  await expect(accounts.getByRole('radio')).toBeChecked();

  // A second card: nothing is chosen for the member any more.
  const banks = (await memberCall(request, member.token, '/api/banklist')).data as Array<{ bank_name: string }>;
  await bindCard(request, member.token, { bank: banks[1]!.bank_name, bank_address: '广州市天河区支行', bank_no: '6222020099887766', bank_owner: '张三' });
  await page.reload();
  const radios = accounts.getByRole('radio');
  await expect(radios).toHaveCount(2);
  await expect(radios.nth(0)).not.toBeChecked();
  await expect(radios.nth(1)).not.toBeChecked();
  await radios.nth(0).focus();
  await page.keyboard.press('Space');
  await expect(radios.nth(0)).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(radios.nth(1)).toBeChecked();
  await expect(radios.nth(1)).toBeFocused();
  // Tab leaves the group at once: one tab stop, not one per account.
  await page.keyboard.press('Tab');
  await expect(radios.nth(0)).not.toBeFocused();
  await expect(radios.nth(1)).not.toBeFocused();
});
