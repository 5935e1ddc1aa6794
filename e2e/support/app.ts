import { expect, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { shownCaptchaCode } from './captcha.ts';

export const demoMember = { account: 'demo888', password: 'demo8888' };

/** A fresh account name that passes the registration rule (6-10 letters and digits, both present). */
export function newAccountName(): string {
  return `e${Date.now().toString(36).slice(-6)}${Math.floor(Math.random() * 90 + 10)}`;
}

/** The antd-mobile toast carrying a message; it disappears on its own after 2 s. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.locator('.adm-toast-main').filter({ hasText: text })).toBeVisible();
}

/** A visitor's tap on a game: the spec's 请登录！ in a dialog offering 立即登录; `answer` picks a button. */
export async function expectLoginOffer(page: Page, answer: '立即登录' | '取消'): Promise<void> {
  const dialog = page.getByRole('dialog').filter({ hasText: '请登录！' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: answer }).click();
  await expect(dialog).toBeHidden();
}

/** Fills the login form at /login and submits it with the right captcha. */
export async function logIn(page: Page, account: string, password: string): Promise<void> {
  await page.getByLabel('账号').fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByLabel('验证码', { exact: true }).fill(await shownCaptchaCode(page));
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

/** Confirms the logout dialog (您确定要退出登录吗?) and expects the login screen. */
export async function confirmLogout(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(messages.auth.logoutConfirm);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);
}

/** The session token the app keeps in session storage after a login, for calls made beside the UI. */
export async function sessionToken(page: Page): Promise<string> {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('lobby.session') ?? '{}').state?.token ?? '');
}

/** The seeded welcome popup (index_modal 1) shows on the first visit to home; flows close it to go on. */
export async function closeWelcomePopup(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: '温馨提示' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: '我知道了' }).click();
  await expect(popup).toBeHidden();
}

export function memberFooter(page: Page) {
  return page.getByRole('navigation', { name: '底部导航' });
}
