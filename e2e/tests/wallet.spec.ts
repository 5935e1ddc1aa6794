import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { expectToast, logIn, newAccountName } from '../support/app.ts';

/** A member of its own (payment password 123456), so demo888's lists stay empty for the withdrawal flows. */
async function registerMember(request: APIRequestContext) {
  const member = { account: newAccountName(), password: 'abcd1234', payPassword: '123456', token: '' };
  const response = await request.post('/api/register', {
    data: {
      name: member.account, password: member.password, confirmPass: member.password,
      realname: '赵六', paypassword: member.payPassword, code: 'abcd',
    },
  });
  const body = await response.json();
  expect(body.code).toBe(200);
  member.token = body.data.api_token;
  return member;
}

async function logInTo(page: Page, path: string, member: { account: string; password: string }) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

/** A 34-character TRC20-looking address, different each call. */
const walletAddress = (n: number) => `T${String(n).padStart(3, '0')}${'a1B2c3D4e5'.repeat(3)}`;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a member binds a bank card, meeting each rule once', async ({ page, request }) => {
  const member = await registerMember(request);
  await logInTo(page, '/wallet?type=1', member);
  await expect(page.getByText(messages.common.empty)).toBeVisible();
  await page.getByRole('button', { name: '添加银行卡' }).click();
  await expect(page).toHaveURL(/#\/addBankCard$/);
  const confirm = () => page.getByRole('button', { name: '确认' }).click();

  await confirm();
  await expectToast(page, messages.card.holderRequired);
  await field(page, '持卡人姓名').fill('赵六');
  await confirm();
  await expectToast(page, messages.card.bankRequired);
  await expect(field(page, '银行类型')).toHaveAttribute('readonly', '');
  // The read-only input lets its row take the tap, as a finger's would.
  await field(page, '银行类型').click({ force: true });
  await page.locator('.adm-picker').getByText('确定').click();
  await expect(field(page, '银行类型')).toHaveValue('中国工商银行');
  await confirm();
  await expectToast(page, messages.card.bankAddressRequired);
  await field(page, '开户行地址').fill('北京市朝阳支行');
  await confirm();
  await expectToast(page, messages.card.cardNumberRequired);
  await field(page, '银行卡号').fill('62-22 02');
  await expect(field(page, '银行卡号')).toHaveValue('622202'); // digits only
  await confirm();
  await expectToast(page, messages.card.payPasswordRequired);
  await field(page, '支付密码').fill('123');
  await confirm();
  await expectToast(page, messages.card.cardNumberLength);
  await field(page, '银行卡号').fill('6222020200112233');
  await confirm();
  await expectToast(page, messages.card.payPasswordLength);
  await field(page, '支付密码').fill(member.payPassword);
  await confirm();
  await expectToast(page, messages.card.bound);
  await expect(page).toHaveURL(/#\/wallet\?type=1$/);
  const list = page.getByRole('list', { name: '已绑定账户' });
  await expect(list).toContainText('中国工商银行');
  await expect(list).toContainText('2233');
});

test('a member binds a USDT wallet from ?show=1 and on /addUsdtCard', async ({ page, request }) => {
  const member = await registerMember(request);
  await logInTo(page, '/wallet?type=2&show=1', member);
  const popup = page.getByRole('dialog', { name: '添加钱包地址' });
  await expect(popup).toBeVisible();
  const confirm = () => popup.getByRole('button', { name: '确认' }).click();

  await confirm();
  await expectToast(page, messages.card.walletAddressRequired);
  await popup.getByLabel('钱包地址').fill(`${walletAddress(1)}!@# `);
  await expect(popup.getByLabel('钱包地址')).toHaveValue(walletAddress(1)); // non-word characters stripped
  await confirm();
  await expectToast(page, messages.card.payPasswordRequired);
  await popup.getByText('ERC20').click();
  await popup.getByLabel('支付密码').fill(member.payPassword);
  await confirm();
  await expectToast(page, messages.card.bound);
  await expect(popup).toBeHidden();
  const list = page.getByRole('list', { name: '已绑定账户' });
  await expect(list).toContainText(walletAddress(1));
  await expect(list).toContainText('USDT · ERC20');

  // The form opens again empty, back on TRC20.
  await page.getByRole('button', { name: '添加USDT地址' }).click();
  await expect(popup.getByLabel('钱包地址')).toHaveValue('');
  await expect(popup.locator('.adm-radio-checked')).toHaveText('TRC20');
  await popup.getByLabel('钱包地址').press('Escape');

  await page.goto('/#/addUsdtCard');
  await expect(page.getByRole('note')).toContainText('自行承担');
  await page.getByRole('button', { name: '确认' }).click();
  await expectToast(page, messages.card.usdtAddressRequired);
  await field(page, '钱包地址').fill(walletAddress(2));
  await field(page, '支付密码').fill(member.payPassword);
  await page.getByRole('button', { name: '确认' }).click();
  await expectToast(page, messages.card.bound);
  await page.goto('/#/wallet?type=2');
  await expect(page.getByRole('list', { name: '已绑定账户' })).toContainText(walletAddress(2));
});

test('a member unbinds with a short, then a wrong, then the right payment password', async ({ page, request }) => {
  const member = await registerMember(request);
  const bound = await request.post('/api/bindcard', {
    headers: { Authorization: `Bearer ${member.token}` },
    data: { bank: 'antoken', bank_no: walletAddress(3), bank_owner: 'TRC20', pay_pass: member.payPassword },
  });
  expect((await bound.json()).code).toBe(200);
  await logInTo(page, '/wallet?type=3', member);
  await expect(page.getByRole('list', { name: '已绑定账户' })).toContainText(walletAddress(3));
  await page.getByRole('button', { name: '删除' }).click();
  const dialog = page.getByRole('dialog').filter({ hasText: '解绑银行卡' });
  const confirm = () => dialog.getByRole('button', { name: '确认' }).click();

  await dialog.getByLabel('支付密码').fill('123');
  await confirm();
  await expectToast(page, messages.card.payPasswordSixDigits);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('支付密码').fill('654321');
  await confirm();
  await expectToast(page, messages.card.wrongPayPassword);
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('支付密码').fill(member.payPassword);
  await confirm();
  await expectToast(page, messages.card.unbound);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(messages.common.empty)).toBeVisible();
});

test('the add button goes once 5 addresses are held', async ({ page, request }) => {
  const member = await registerMember(request);
  for (let n = 10; n < 14; n += 1) {
    const bound = await request.post('/api/bindcard', {
      headers: { Authorization: `Bearer ${member.token}` },
      data: { bank: 'USDT', bank_no: walletAddress(n), bank_owner: 'TRC20', pay_pass: member.payPassword },
    });
    expect((await bound.json()).code).toBe(200);
  }
  await logInTo(page, '/wallet?type=2', member);
  const list = page.getByRole('list', { name: '已绑定账户' });
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await page.getByRole('button', { name: '添加USDT地址' }).click();
  const popup = page.getByRole('dialog', { name: '添加钱包地址' });
  await popup.getByLabel('钱包地址').fill(walletAddress(14));
  await popup.getByLabel('支付密码').fill(member.payPassword);
  await popup.getByRole('button', { name: '确认' }).click();
  await expectToast(page, messages.card.bound);
  await expect(list.getByRole('listitem')).toHaveCount(5);
  await expect(page.getByRole('button', { name: '添加USDT地址' })).toBeHidden();
});
