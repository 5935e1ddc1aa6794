import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { expectToast, logIn, newAccountName } from '../support/app.ts';

/** A member of its own, registered through the API, so demo888's passwords stay as every other flow expects. */
async function registerMember(request: APIRequestContext) {
  const member = { account: newAccountName(), password: 'abcd1234', payPassword: '123456' };
  const response = await request.post('/api/register', {
    data: {
      name: member.account, password: member.password, confirmPass: member.password,
      realname: '王五', paypassword: member.payPassword, code: 'abcd',
    },
  });
  expect((await response.json()).code).toBe(200);
  return member;
}

async function logInTo(page: Page, path: string, account: string, password: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(path)}`);
  await logIn(page, account, password);
  await expect(page).toHaveURL(new RegExp(`#${path.replace(/[?]/g, '\\?')}$`));
}

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test('a member saves the profile after meeting each rule once', async ({ page, request }) => {
  const member = await registerMember(request);
  await logInTo(page, '/userInfo', member.account, member.password);
  await expect(page.getByText(member.account)).toBeVisible();
  await expect(page.getByText('王五')).toBeVisible();
  const save = () => page.getByRole('button', { name: '保存' }).click();

  await field(page, '手机号码').fill('15412345678');
  await save();
  await expectToast(page, messages.profile.mobile);
  await field(page, '手机号码').fill('13800138000');

  await field(page, '电子邮箱').fill('me@example');
  await save();
  await expectToast(page, messages.profile.email);
  await field(page, '电子邮箱').fill('me@example.com');

  await save();
  await expectToast(page, messages.profile.birthday);
  await page.getByRole('button', { name: '出生日期' }).click();
  await page.locator('.adm-picker').getByText('确定').click();
  await expect(page.getByRole('button', { name: '出生日期' })).toHaveText(/^\d{4}-\d{2}-\d{2}$/);

  const saved = page.waitForResponse((response) => response.url().endsWith('/api/updateuserinfo'));
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/user'));
  await save();
  await saved;
  await expectToast(page, messages.profile.saved);
  await refreshed;
  await page.goto('/#/setting');
  await expect(page.getByRole('region', { name: '账户信息' })).toContainText('13800138000');
  await expect(page.getByRole('region', { name: '账户信息' })).toContainText('me@example.com');
});

test('a member changes the login password: each rule once, then only the new password opens the account', async ({ page, request }) => {
  const member = await registerMember(request);
  await logInTo(page, '/password?type=1', member.account, member.password);
  await expect(page.getByRole('heading', { name: '修改登录密码' })).toBeVisible();
  const submit = () => page.getByRole('button', { name: '确认修改' }).click();
  const current = field(page, '当前密码');
  const next = field(page, '新密码');
  const confirm = field(page, '确认密码');

  await submit();
  await expectToast(page, messages.password.oldRequired);
  await current.fill('abc');
  await submit();
  await expectToast(page, messages.password.newRequired);
  await next.fill('abc');
  await submit();
  await expectToast(page, messages.password.oldLength);
  await current.fill(member.password);
  await submit();
  await expectToast(page, messages.password.newLength);
  await next.fill(member.password);
  await submit();
  await expectToast(page, messages.password.confirmRequired);
  await confirm.fill('other123');
  await submit();
  await expectToast(page, messages.password.mismatch);
  await confirm.fill(member.password);
  await submit();
  await expectToast(page, messages.password.sameAsOld);
  await expect(current).toHaveValue('');

  await next.fill('x'.repeat(20));
  await expect(next).toHaveValue('x'.repeat(16)); // at most 16 characters
  const newPassword = 'efgh5678';
  await current.fill(member.password);
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await submit();
  await expectToast(page, messages.password.changed);
  await expect(page).toHaveURL(/#\/login$/);
  // Session storage (the token) and local storage (the member's info) are cleared.
  expect(await page.evaluate(() => [sessionStorage.getItem('lobby.session'), localStorage.getItem('lobby.user')])).toEqual([null, null]);

  await logIn(page, member.account, member.password);
  await expectToast(page, messages.server.invalidCredentials);
  await page.goto('/#/login?redirect=%2Fmine');
  await logIn(page, member.account, newPassword);
  await expect(page).toHaveURL(/#\/mine$/);
});

test('a member changes the payment password; the form clears and the old one no longer works', async ({ page, request }) => {
  const member = await registerMember(request);
  await logInTo(page, '/password?type=2', member.account, member.password);
  await expect(page.getByRole('heading', { name: '修改支付密码' })).toBeVisible();
  const submit = () => page.getByRole('button', { name: '确认修改' }).click();

  await field(page, '当前密码').fill('12ab34');
  await expect(field(page, '当前密码')).toHaveValue('1234'); // digits only
  await field(page, '当前密码').fill(member.payPassword);
  await field(page, '新密码').fill('6543210');
  await expect(field(page, '新密码')).toHaveValue('654321'); // at most 6
  await field(page, '确认密码').fill('654321');
  await submit();
  await expectToast(page, messages.password.changed);
  await expect(page).toHaveURL(/#\/password\?type=2$/);
  await expect(field(page, '当前密码')).toHaveValue('');
  await expect(field(page, '新密码')).toHaveValue('');

  // The old payment password is now refused by the server.
  await field(page, '当前密码').fill(member.payPassword);
  await field(page, '新密码').fill('111111');
  await field(page, '确认密码').fill('111111');
  await submit();
  await expectToast(page, messages.password.wrongOld);
});
