import { test, type Locator, type Page } from '@playwright/test';
import { enLabels, zhTWLabels } from '@lobby/web/testing';
import { screenshotMember } from '../../support/screenshot-member.ts';
import { compareAtEveryWidth, openAndWait, settleScreen, signIn } from '../../support/screens.ts';

/**
 * Layout baselines of the main screens in English and Traditional Chinese (the zh-CN ones are
 * screenshots.spec.ts's, under the names they always had): every language fits at 320, 390 and 412 px.
 * Same fixed member, clock and masks as there (support/screens.ts).
 */

const LANGUAGES = [
  { locale: 'en', labels: enLabels },
  { locale: 'zh-TW', labels: zhTWLabels },
] as const;

type Labels = (typeof LANGUAGES)[number]['labels'];

test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });

const visitorScreens: Array<[name: string, path: string, shown: (page: Page, labels: Labels) => Locator]> = [
  ['login', '/login', (page, labels) => page.getByLabel(labels.auth.account)],
  ['register', '/register', (page, labels) => page.getByLabel(labels.auth.account)],
];

const memberScreens: Array<[name: string, path: string, shown: (page: Page, labels: Labels) => Locator]> = [
  ['home-member', '/', (page, labels) => page.getByRole('region', { name: labels.homePage.games })],
  ['mine', '/mine', (page, labels) => page.getByRole('heading', { name: labels.pageTitles.mine })],
  ['recharge', '/recharge', (page, labels) => page.getByRole('textbox', { name: labels.deposit.amount, exact: true })],
  ['withdrawal', '/withdrawal', (page, labels) => page.getByRole('region', { name: labels.withdrawal.bankAccounts })],
  ['transfer', '/transfer', (page, labels) => page.getByText(labels.balance.platform).first()],
  ['vip', '/vip', (page) => page.getByRole('tab', { name: 'P1', exact: true })],
];

for (const { locale, labels } of LANGUAGES) {
  test.describe(`in ${locale}`, () => {
    test.beforeEach(async ({ page }) => {
      await settleScreen(page);
      await page.addInitScript((chosen) => localStorage.setItem('lobby.locale', chosen), locale);
    });

    for (const [name, path, shown] of visitorScreens) {
      test(`${name} as a visitor`, async ({ page }) => {
        await compareAtEveryWidth(page, `${name}-${locale}`, () => openAndWait(page, path, shown(page, labels)));
      });
    }

    test.describe('as a member', () => {
      let token = '';

      test.beforeAll(async ({ request }) => {
        token = (await screenshotMember(request)).token;
      });

      for (const [name, path, shown] of memberScreens) {
        test(name, async ({ page }) => {
          await signIn(page, token);
          await compareAtEveryWidth(page, `${name}-${locale}`, () => openAndWait(page, path, shown(page, labels)));
        });
      }
    });
  });
}
