import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { href, routeList, routes, type Route, type RouteName } from '@lobby/web/routes';
import { logIn } from './app.ts';
import { registerMember } from './member-setup.ts';

/** The addresses a test opens for a route: the queries the app links to, or else its bare path. */
const visitsOf: Partial<Record<RouteName, string[]>> = {
  activityInfo: [href('activityInfo', { id: 1 })],
  boutBallBetInfo: [href('boutBallBetInfo', { type: 1 })],
  wallet: [href('wallet', { type: 1 }), href('wallet', { type: 2 })],
  message: [href('message', { type: 1 }), href('message', { type: 2 })],
};
const addresses = (route: Route) => visitsOf[route.name] ?? [route.path];

// Every route of the app's route table (apps/web/src/route-table.ts), with the queries the app links to
// (a11y.spec.ts and tap-targets.spec.ts visit them all). /payInfo is left out: it shows one order of the
// deposit flow, which deposit.spec.ts walks through.
const visited = routeList.filter((route) => route.name !== 'payInfo');
export const visitorRoutes = visited.filter((route) => !route.member).flatMap(addresses);
export const memberRoutes = visited.filter((route) => route.name !== 'login' && route.name !== 'register').flatMap(addresses);

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
  await page.goto(`/#${href('login', { redirect: routes.mine.path })}`);
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
