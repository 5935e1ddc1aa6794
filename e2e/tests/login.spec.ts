import { expect, test } from '@playwright/test';
import { messages } from '@lobby/contract';
import { captchaImage } from '../support/captcha.ts';
import { closeWelcomePopup, confirmLogout, demoMember, expectToast, logIn, memberFooter } from '../support/app.ts';

test('a visitor opening /mine logs in (wrong captcha once) and lands on /mine', async ({ page }) => {
  await page.goto('/#/mine');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fmine$/);

  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, messages.login.credentialsRequired);

  await page.getByLabel('账号').fill(demoMember.account);
  await page.getByLabel('密码', { exact: true }).fill(demoMember.password);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, messages.login.captchaRequired);

  const firstImage = await captchaImage(page).getAttribute('src');
  await page.getByLabel('验证码', { exact: true }).fill('zzzz');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await expectToast(page, messages.login.captchaMismatch);
  await expect(page.getByLabel('验证码', { exact: true })).toHaveValue('');
  await expect(captchaImage(page)).not.toHaveAttribute('src', firstImage!);

  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/mine$/);
  await expectToast(page, messages.server.loginSuccess);
  await expect(page.getByRole('heading', { name: '会员中心' })).toBeVisible();
  await expect(page.getByRole('region', { name: '用户名' })).toContainText(demoMember.account);
  await expect(page.getByRole('button', { name: /余额\s*[\d,]+\.\d{2}/ })).toBeVisible(); // other flows move demo888's money
  await expect(memberFooter(page).getByText('会员中心')).toBeVisible();

  await page.getByRole('button', { name: '退出登录' }).click();
  await confirmLogout(page);
});

test('a wrong password is refused with the server message', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, demoMember.account, 'wrong1234');
  await expectToast(page, messages.server.invalidCredentials);
  await expect(page).toHaveURL(/#\/login$/);
});

test('a token revoked on the server ends the session at the next balance poll', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  await closeWelcomePopup(page);

  // Revoke the session's token behind the app's back, as an expired login would be.
  await page.evaluate(async () => {
    const raw = Object.values(sessionStorage).find((value) => value.includes('token')) ?? '';
    const token = /"token":"([^"]+)"/.exec(raw)?.[1] ?? '';
    await fetch('/api/logoff', { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: '{}' });
  });

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.auth.expiredTitle, { timeout: 15_000 });
  await expect(dialog).toContainText(messages.auth.expiredBody);
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/#\/login/);
  expect(await page.evaluate(() => Object.values(sessionStorage).join(''))).not.toMatch(/"token":"[^"]+"/);
});
