import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { logIn } from './app.ts';
import { registerMember } from './member-setup.ts';

// Every route of apps/web/src/app/routes.tsx, with the queries the app links to (a11y.spec.ts and
// tap-targets.spec.ts visit them all). /payInfo is left out: it shows one order of the deposit flow,
// which deposit.spec.ts walks through.
export const visitorRoutes = [
  '/', '/activity', '/zhanzhu', '/kefu', '/concise', '/login', '/register', '/app', '/gamePage?id=1',
  '/activityInfo?id=1', '/applyagent', '/vip', '/securitycenter', '/boutBallBet', '/boutBallBetInfo?type=1', '/security',
];
export const memberRoutes = [
  ...visitorRoutes.filter((route) => route !== '/login' && route !== '/register'),
  '/mine', '/setting', '/userInfo', '/password', '/wallet?type=1', '/wallet?type=2', '/addBankCard', '/addUsdtCard',
  '/recharge', '/withdrawal', '/transfer', '/message?type=1', '/message?type=2', '/betRecord', '/transRecord',
  '/fanshui', '/activityRecord', '/welfare', '/hongbao',
];

export interface Storages {
  session: string;
  local: string;
}

/**
 * A new member logged in through the login screen, as the two storages the app keeps its session in.
 * The session token lives in session storage, which Playwright's storage state leaves out.
 */
export async function signedInStorages(browser: Browser, request: APIRequestContext): Promise<Storages> {
  const member = await registerMember(request);
  const page = await browser.newPage();
  await page.goto('/#/login?redirect=%2Fmine');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/mine$/);
  const storages = await page.evaluate(() => ({
    session: JSON.stringify({ ...sessionStorage }), local: JSON.stringify({ ...localStorage }),
  }));
  await page.close();
  return storages;
}

/** Copies both storages into the page before the app starts. */
export async function restoreStorages(page: Page, storages: Storages): Promise<void> {
  await page.addInitScript(({ session, local }) => {
    for (const [key, value] of Object.entries(JSON.parse(session))) sessionStorage.setItem(key, String(value));
    for (const [key, value] of Object.entries(JSON.parse(local))) localStorage.setItem(key, String(value));
  }, storages);
}
