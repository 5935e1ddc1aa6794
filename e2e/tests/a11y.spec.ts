import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/app.ts';
import { e2eServer } from '../support/e2e-server.ts';
import { registerMember } from '../support/member-setup.ts';
import { memberRoutes, visitorRoutes } from '../support/routes.ts';
import { withoutBalanceStream } from '../support/without-balance-stream.ts';

/** The serious and critical axe findings on the page as it stands, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

async function expectAccessible(page: Page, route: string, origin = ''): Promise<void> {
  await withoutBalanceStream(page);
  await page.goto(`${origin}/#${route}`);
  // Lazy pages show a fallback first; the scan waits for the page itself and its first data.
  await expect(page.locator('.adm-skeleton, .adm-spin-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  expect(await seriousViolations(page), route).toEqual([]);
}

// Issue 14: another brand's colours and another language keep the same bar. The jade brand (green, zh-TW
// by default) answers on jade.localhost, which the browser resolves to this machine.
const jade = `http://jade.localhost:${e2eServer.port}`;
const landingPages = ['/', '/login', '/register', '/activity', '/vip'];
const memberPages = ['/mine', '/recharge', '/transfer', '/withdrawal', '/transRecord'];

test.describe('in the jade brand and in English', () => {
  for (const route of landingPages) {
    test(`${route} in the jade brand has no serious accessibility violations`, async ({ page }) => {
      await expectAccessible(page, route, jade);
    });
    test(`${route} in English has no serious accessibility violations`, async ({ page }) => {
      await page.addInitScript(() => localStorage.setItem('lobby.locale', 'en'));
      await expectAccessible(page, route);
    });
  }
});

test.describe('as a visitor', () => {
  for (const route of visitorRoutes) {
    test(`${route} has no serious accessibility violations`, async ({ page }) => {
      await expectAccessible(page, route);
    });
  }
});

test.describe('as a member', () => {
  // The session token lives in session storage, which Playwright's storage state leaves out:
  // one login, then both storages are copied into every page before the app starts.
  let storages = { session: '{}', local: '{}' };

  test.beforeAll(async ({ browser, request }) => {
    const member = await registerMember(request);
    const page = await browser.newPage();
    await page.goto('/#/login?redirect=%2Fmine');
    await logIn(page, member.account, member.password);
    await expect(page).toHaveURL(/#\/mine$/);
    storages = await page.evaluate(() => ({
      session: JSON.stringify({ ...sessionStorage }), local: JSON.stringify({ ...localStorage }),
    }));
    await page.close();
  });

  test.beforeEach(async ({ page }) => {
    await page.addInitScript(({ session, local }) => {
      for (const [key, value] of Object.entries(JSON.parse(session))) sessionStorage.setItem(key, String(value));
      for (const [key, value] of Object.entries(JSON.parse(local))) localStorage.setItem(key, String(value));
    }, storages);
  });

  for (const route of memberRoutes) {
    test(`${route} has no serious accessibility violations`, async ({ page }) => {
      await expectAccessible(page, route);
    });
  }

  for (const route of memberPages) {
    test(`${route} in the jade brand has no serious accessibility violations`, async ({ page }) => {
      await expectAccessible(page, route, jade);
    });
  }

  test('a dialog keeps keyboard focus inside and gives it back when it closes', async ({ page }) => {
    await page.goto('/#/mine');
    const logout = page.getByRole('button', { name: '退出登录' });
    await logout.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    for (let tab = 0; tab < 4; tab++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
    await expect(logout).toBeFocused();
  });
});
