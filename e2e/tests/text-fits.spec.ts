import { expect, test, type Page } from '@playwright/test';
import { enLabels, zhCNLabels, zhTWLabels } from '@lobby/web/testing';
import { bindBankCard, registerMember } from '../support/member-setup.ts';
import { signIn } from '../support/screens.ts';
import { cutPlaceholders, fitsOnOneLine, heightInLines, lineCount, overflowsSideways } from '../support/text-fit.ts';
import { withoutBalanceStream } from '../support/without-balance-stream.ts';

// Every language fits a 320 px phone: no placeholder is cut, the footer's labels stay on one line each,
// the labels of /recharge do not wrap, the captcha field shows its whole placeholder and the registration
// hints show whole (wrapped rather than cut).

const LANGUAGES = [
  { locale: 'zh-CN', labels: zhCNLabels },
  { locale: 'en', labels: enLabels },
  { locale: 'zh-TW', labels: zhTWLabels },
] as const;

const visitorScreens = ['/login', '/register'];
const memberScreens = ['/', '/recharge', '/withdrawal', '/transfer', '/mine', '/vip'];

test.use({ viewport: { width: 320, height: 568 } });

async function open(page: Page, locale: string, path: string): Promise<void> {
  await page.addInitScript((chosen) => {
    localStorage.setItem('lobby.locale', chosen);
    sessionStorage.setItem('lobby.welcomeShown', '1');
  }, locale);
  await withoutBalanceStream(page);
  await page.goto(`/#${path}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('.adm-skeleton, .adm-spin-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

for (const { locale, labels } of LANGUAGES) {
  test.describe(`in ${locale} at 320 px`, () => {
    for (const path of visitorScreens) {
      test(`no placeholder is cut on ${path}`, async ({ page }) => {
        await open(page, locale, path);
        expect(await cutPlaceholders(page)).toEqual([]);
      });
    }

    for (const path of visitorScreens) {
      test(`the captcha field on ${path} shows its whole placeholder on one line`, async ({ page }) => {
        await open(page, locale, path);
        const captcha = page.getByLabel(labels.auth.captcha, { exact: true });
        const { needed, room } = await fitsOnOneLine(captcha, labels.auth.captchaPlaceholder);
        expect(needed, `the captcha placeholder needs ${needed} px, has ${room} px`).toBeLessThanOrEqual(room);
      });
    }

    test.describe('as a member', () => {
      let token = '';

      test.beforeAll(async ({ request }) => {
        const member = await registerMember(request);
        await bindBankCard(request, member.token);
        token = member.token;
      });

      test.beforeEach(async ({ page }) => {
        await signIn(page, token);
      });

      for (const path of memberScreens) {
        test(`no placeholder is cut on ${path}`, async ({ page }) => {
          await open(page, locale, path);
          expect(await cutPlaceholders(page)).toEqual([]);
        });
      }

      test('each footer label stays on one line', async ({ page }) => {
        await open(page, locale, '/mine');
        const links = page.getByRole('navigation', { name: labels.footer.navigation }).getByRole('link');
        await expect(links).toHaveCount(5);
        for (const link of await links.all()) {
          const label = link.locator('span:not([aria-hidden])');
          const name = await label.textContent();
          expect(await heightInLines(label), `footer label ${name}`).toBeCloseTo(1, 1);
          expect(await overflowsSideways(label), `footer label ${name} is cut`).toBe(false);
        }
      });

      test('the labels of /recharge do not wrap', async ({ page }) => {
        await open(page, locale, '/recharge');
        const shown = page.locator('label, legend, [role="tab"]').filter({ visible: true });
        expect(await shown.count()).toBeGreaterThan(0);
        for (const label of await shown.all()) {
          const text = (await label.textContent())?.trim();
          if (!text) continue;
          expect(await lineCount(label), `label ${text}`).toBe(1);
          expect(await overflowsSideways(label), `label ${text} is cut`).toBe(false);
        }
      });
    });
  });
}
