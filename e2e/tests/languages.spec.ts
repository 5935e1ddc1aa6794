import { expect, test } from '@playwright/test';
import { logIn } from '../support/app.ts';
import { registerMember } from '../support/member-setup.ts';

// Issue 14: the member switches the language on /setting or in the drawer; the app redraws at once,
// <html lang> follows, the server answers in it, and the choice holds after a reload.
test('a member switches to English on /setting, keeps it after a reload, and switches back to the spec texts', async ({ page, request }) => {
  const member = await registerMember(request);
  await page.goto('/#/login?redirect=%2Fsetting');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/setting$/);

  const picker = page.getByRole('group', { name: '语言' });
  await picker.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[\u4e00-\u9fff]/);
  await expect(page.getByRole('navigation').last()).not.toContainText(/[\u4e00-\u9fff]/);

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' })).toBeVisible();

  // A refusal from the server comes in English too (Accept-Language): a wrong old password.
  await page.goto('/#/password?type=1');
  const inputs = page.locator('input[type="password"]');
  await inputs.nth(0).fill('wrong-old-1');
  await inputs.nth(1).fill('NewPass123');
  await inputs.nth(2).fill('NewPass123');
  await page.locator('form button[type="submit"], form button').last().click();
  await expect(page.locator('.adm-toast-main')).toBeVisible();
  await expect(page.locator('.adm-toast-main')).not.toContainText(/[\u4e00-\u9fff]/);

  // Times are written the English way (Intl, Beijing time): a promotion's publishing date.
  await page.goto('/#/activity');
  await expect(page.locator('a[href*="activityInfo"]').first()).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{2}:\d{2}:\d{2}/);

  await page.goto('/#/setting');
  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: '简体中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('基本信息');
});

test('a visitor switches to Traditional Chinese in the home drawer', async ({ page }) => {
  // The welcome popup (once a session) is home.spec's; here it would cover the menu button.
  await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
  await page.goto('/');
  await page.getByRole('button', { name: '菜单', exact: true }).click();
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  // The pages redraw in the new language and the drawer the member is looking at stays open, in it.
  const picker = page.getByRole('group', { name: '語言' });
  await expect(picker.getByRole('button', { name: '繁體中文' })).toHaveAttribute('aria-pressed', 'true');
  await page.locator('.adm-popup .adm-mask').click({ position: { x: 360, y: 300 } });
  await expect(picker).toBeHidden();
  // The footer says 首頁.
  await expect(page.getByRole('navigation').last()).toContainText('首頁');
  await expect(page.getByRole('navigation').last()).not.toContainText('首页');
});

// Only the active language's texts load (issue 14), and they come as one file (with antd-mobile's English
// base, which its zh-TW texts extend): a file per catalogue would cost a round trip each before the first render.
test('a member who chose English downloads the English texts in one file and never another language\'s', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('lobby.locale', 'en');
    sessionStorage.setItem('lobby.welcomeShown', '1');
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.js')) scripts.push(name);
  });
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  expect(scripts.filter((name) => name.startsWith('catalogue-en-'))).toHaveLength(1);
  expect(scripts.filter((name) => /^(catalogue-zh-TW|zh-TW|en)-/.test(name))).toEqual([]);
});

test('a zh-CN visitor downloads no catalogue at all: the spec texts are in the app itself', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => scripts.push(new URL(request.url()).pathname));
  await page.goto('/#/login');
  await expect(page.getByRole('button', { name: '登录', exact: true })).toBeVisible();
  expect(scripts.filter((path) => /\/catalogue-/.test(path))).toEqual([]);
});

// Issue 27: the operator's content follows the language too (the server keeps it per brand and language):
// the notice bar, the welcome popup and the promotions, with no Chinese left in English.
const HAN = /[\u3400-\u9fff]/;

test('in English the notice bar, the welcome popup, the promotion tabs and titles are English', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lobby.locale', 'en'));
  await page.goto('/#/');
  const popup = page.getByRole('dialog', { name: 'Reminder' });
  await expect(popup).toContainText('Welcome to Lobby!');
  await expect(popup).not.toContainText(HAN);
  await popup.getByRole('button', { name: 'Got it' }).click();
  await expect(popup).toBeHidden();

  const noticeBar = page.getByRole('region', { name: 'Notices' });
  await expect(noticeBar).toContainText('welcome to Lobby');
  await expect(noticeBar).not.toContainText(HAN);

  await page.goto('/#/activity');
  const firstPromotion = page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first();
  await expect(firstPromotion).toHaveText('100% first deposit bonus for new members, up to ¥1,888');
  await expect(firstPromotion).not.toHaveText(HAN);
  await expect(page.getByRole('tab', { name: 'New members' })).toBeVisible();
});

test('switching to 繁體 in the drawer redraws the notices, and the popup and promotions come in Traditional', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
  await page.goto('/');
  const noticeBar = page.getByRole('region', { name: '平台公告' });
  await expect(noticeBar).toContainText('欢迎来到 Lobby 娱乐');
  await page.getByRole('button', { name: '菜单', exact: true }).click();
  await page.getByRole('group', { name: '语言' }).getByRole('button', { name: '繁體中文' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await expect(page.getByRole('region', { name: '平臺公告' })).toContainText('歡迎來到 Lobby 娛樂');

  await page.goto('/#/activity');
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toHaveText('新會員首存加贈100%，最高1888元');
  await expect(page.getByRole('tab', { name: '新人專享' })).toBeVisible();

  // A new session shows the welcome popup, in the language kept on the device.
  await page.addInitScript(() => sessionStorage.removeItem('lobby.welcomeShown'));
  await page.goto('/#/');
  await page.reload();
  await expect(page.getByRole('dialog', { name: '溫馨提示' })).toContainText('歡迎來到 Lobby 娛樂！');
});
