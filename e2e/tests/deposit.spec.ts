import { expect, test, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { expectToast, logIn } from '../support/app.ts';
import { bindBankCard, bindCard, registerMember, runAdmin, type TestMember } from '../support/member-setup.ts';
import { newestDepositNo } from '../support/record-setup.ts';

const usdtWallet = 'TXs9Xf8m3kQpL2v7RdN4aB6cE1gH5jK8';

async function openDeposit(page: Page, member: TestMember) {
  await page.goto('/#/login?redirect=%2Frecharge');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/recharge$/);
}

/** The platform balance the member centre's header shows. */
async function expectBalance(page: Page, yuan: string) {
  await page.goto('/#/mine');
  await expect(page.getByRole('button', { name: /^余额/ })).toContainText(yuan);
}

async function submitExpecting(page: Page, text: string) {
  await page.getByRole('button', { name: '提交' }).click();
  await expectToast(page, text);
}

test('a member without a card or wallet is sent to bind one before depositing', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/#/login?redirect=%2Frecharge');
  await logIn(page, member.account, member.password);
  const notice = page.getByRole('dialog');
  await expect(notice).toContainText(messages.deposit.noWallet);
  await notice.getByRole('button', { name: '绑定USDT钱包' }).click();
  await expect(page).toHaveURL(/#\/wallet\?type=2&show=1$/);
  await page.goBack();
  await page.getByRole('dialog').getByRole('button', { name: '绑定银行卡' }).click();
  await expect(page).toHaveURL(/#\/addBankCard$/);
  await page.goBack();
  await page.getByRole('dialog').getByRole('button', { name: '关闭' }).click();
  await expect(page).not.toHaveURL(/#\/recharge$/);
});

test('a bank deposit passes every rule, waits for review, and the back office credits it', async ({ page, request }) => {
  const member = await registerMember(request);
  await bindBankCard(request, member.token);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openDeposit(page, member);

  // Every method is on in the seed, so AnToken (first in the order) opens.
  await expect(page.getByRole('tab', { name: 'AnToken' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: '银行卡' }).click();
  const accounts = page.getByRole('region', { name: '收款账户' });
  await accounts.getByRole('button', { name: '复制收款账号' }).first().click();
  await expectToast(page, messages.common.copySuccess);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('6222021001122334455');

  await submitExpecting(page, messages.deposit.depositorRequired);
  await page.getByLabel('存款人姓名').fill('张三');
  await submitExpecting(page, messages.deposit.bankTypeRequired);
  // The bank type is typed: a bank the operator's list does not hold is the member's to enter.
  await page.getByLabel('银行类型').fill('长沙农村商业银行');
  await submitExpecting(page, messages.deposit.cardNumberRequired);
  await page.getByLabel('银行卡号').fill('6217000011112222');
  await submitExpecting(page, messages.deposit.bankAddressRequired);
  await page.getByLabel('开户行地址').fill('深圳市南山区支行');
  await expect(page.getByLabel('充值金额')).toHaveAttribute('placeholder', '单笔100-50000元');
  await page.getByLabel('充值金额').fill('50');
  await submitExpecting(page, messages.deposit.amountBetween(100, 50000));

  // The member's bound card fills the four fields at a tap; its chips say so.
  const boundCards = page.getByRole('group', { name: '使用已绑定的银行卡' });
  await expect(boundCards).toHaveAccessibleDescription('点选一张卡，自动填入存款信息');
  await boundCards.getByRole('button').first().click();
  await expect(boundCards.getByRole('button').first()).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('存款人姓名')).toHaveValue('张三');
  await expect(page.getByLabel('开户行地址')).toHaveValue('深圳市南山区支行');
  await expect(page.getByLabel('银行类型')).not.toHaveValue('');
  // The list shows the number masked: the member completes it, asked for by its tail.
  await expect(page.getByLabel('银行卡号')).toHaveValue('');
  await expect(page.getByLabel('银行卡号')).toHaveAttribute('placeholder', /^请输入尾号\d{4}的完整卡号$/);
  await page.getByLabel('银行卡号').fill('6217000011112222');
  // This time the member pays from another bank, one the operator's list does not hold.
  await page.getByLabel('银行类型').fill('长沙农村商业银行');

  await page.getByRole('button', { name: '299' }).click();
  const recharge = page.waitForResponse((response) => response.url().endsWith('/api/recharge'));
  await submitExpecting(page, messages.deposit.submitted);
  expect((await recharge).request().postDataJSON()).toMatchObject({ bank: '长沙农村商业银行', bank_owner: '张三' });
  await expect(page).toHaveURL(/#\/transRecord$/);
  // data.deposit_no is a Lobby addition; a spec-only back end names the order in the deposit records.
  const depositNo = ((await (await recharge).json()).data?.deposit_no as string | undefined) ?? (await newestDepositNo(request, member));

  expect(runAdmin('approve-deposit', depositNo)).toContain(messages.backOffice.depositApproved);
  await expectBalance(page, '299.00');
});

test('a USDT deposit shows its preview and order, is paid in the sandbox once, and credits once', async ({ page, request }) => {
  const member = await registerMember(request);
  await bindCard(request, member.token, { bank: 'USDT', bank_no: usdtWallet, bank_owner: 'TRC20' });
  await openDeposit(page, member);

  await page.getByRole('tab', { name: 'USDT' }).click();
  await expect(page.getByRole('button', { name: 'TRC20' })).toHaveAttribute('aria-pressed', 'true');
  // The five quick amounts sit on one row, even at 320 px.
  await page.setViewportSize({ width: 320, height: 568 });
  const quick = page.getByRole('group', { name: '快捷金额' }).getByRole('button');
  await expect(quick).toHaveCount(5);
  const tops = await quick.evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('充值金额').fill('720');
  // 720 / 7.2 (the seeded usdtrate) = 100 USDT.
  await expect(page.getByText('100.00 USDT', { exact: true })).toBeVisible();
  await expect(page.getByText('1 USDT ≈ 7.2 元')).toBeVisible();
  await page.getByRole('button', { name: '提交' }).click();

  await expect(page).toHaveURL(/#\/payInfo\?deposit_no=\w+$/);
  await expect(page.getByRole('heading', { name: '充值详情' })).toBeVisible();
  await expect(page.getByText('约 100.00 USDT')).toBeVisible();
  const timer = page.getByRole('timer');
  await expect(timer).toHaveText(/^(60:00|59:[0-5]\d)$/);
  const shown = await timer.textContent();
  await expect(timer).not.toHaveText(shown!);
  await expect(page.getByRole('img', { name: '付款二维码' })).toBeVisible();
  // On the narrowest phone the 收款地址 wraps inside the screen, its label and copy button beside it.
  await page.setViewportSize({ width: 320, height: 568 });
  const address = page.getByRole('term').filter({ hasText: /^收款地址$/ }).locator('xpath=following-sibling::dd');
  const box = (await address.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(320);
  await expect(page.getByRole('button', { name: '复制收款地址' })).toBeInViewport({ ratio: 1 });
  await page.setViewportSize({ width: 390, height: 844 });

  const sandboxOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: '前往支付' }).click();
  const sandbox = await sandboxOpened;
  await expect(sandbox.getByRole('heading', { name: messages.paymentSandbox.title })).toBeVisible();
  await sandbox.getByRole('button', { name: messages.paymentSandbox.pay }).click();
  await expect(sandbox.getByRole('status')).toHaveText(messages.paymentSandbox.paid);
  // The open order sees it paid (it asks every 5 s): 支付成功 with the amount credited, no countdown or
  // pay code left, and the way to the records.
  const outcome = page.getByRole('region', { name: '支付成功' });
  await expect(outcome).toBeVisible({ timeout: 15_000 });
  await expect(outcome).toContainText('720.00 元已存入中心钱包');
  await expect(page.getByRole('timer')).toHaveCount(0);
  await expect(page.getByRole('img', { name: '付款二维码' })).toHaveCount(0);
  await expect(outcome.getByRole('link', { name: '查看交易记录' })).toHaveAttribute('href', '#/transRecord');
  await expectBalance(page, '720.00');

  // The provider notifies again: nothing changes.
  const again = await sandbox.request.post(`${sandbox.url()}/complete`, { data: { outcome: 'pay' } });
  expect((await again.json()).message).toBe(messages.paymentSandbox.paid);
  await page.reload();
  await expect(page.getByRole('button', { name: /^余额/ })).toContainText('720.00');
});
