import { expect, test, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { zhTW as zhTWMessages } from '@lobby/contract/i18n/zh-TW';
import { zhCNLabels, zhTWLabels } from '@lobby/web/testing';
import { memberRoutes, restoreStorages, signedInStorages, visitorRoutes, type Storages } from '../support/routes.ts';
import { withoutBalanceStream } from '../support/without-balance-stream.ts';

// Issue 14: in English and in Traditional Chinese, no screen shows one of the app's own zh-CN texts.
// Server content (notices, promotions, game names, the seeded articles) is the operator's, answered per
// language by the server (languages.spec.ts checks it) and not judged here: a text counts as the app's
// when it is, whole, one of the zh-CN catalogues' texts (the screens' labels and the contract's
// messages), a template's arguments matching anything.

const CJK = /[\u3400-\u9fff]/;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The leaves of a catalogue, in order (zh-TW mirrors zh-CN key by key, so the orders agree). */
function leaves(tree: unknown): unknown[] {
  if (typeof tree === 'object' && tree !== null) return Object.values(tree).flatMap(leaves);
  return [tree];
}

/** A leaf as it can appear on a screen: a template's or a message function's arguments as markers. */
function shown(leaf: unknown): string {
  if (typeof leaf === 'function') return (leaf as (...args: string[]) => string)('\uE000', '\uE000', '\uE000');
  return String(leaf).replace(/\{\d+(?::\w+)?\}/g, '\uE000');
}

/**
 * The zh-CN texts of the app a screen in `locale` must not show, as whole-text patterns: in English any
 * with Chinese in it; in Traditional Chinese those whose Traditional form differs (充值 is both).
 */
function forbiddenTexts(locale: string): RegExp[] {
  const pairs = [
    ...leaves(zhCNLabels).map((leaf, index) => [shown(leaf), shown(leaves(zhTWLabels)[index])]),
    ...leaves(messages).map((leaf, index) => [shown(leaf), shown(leaves(zhTWMessages)[index])]),
  ];
  return pairs
    .filter(([zhCN, zhTW]) => CJK.test(zhCN!) && (locale === 'en' || zhCN !== zhTW))
    .map(([zhCN]) => new RegExp(`^${escape(zhCN!).replace(/\uE000/g, '(.+)')}$`));
}

/** The page's texts with Chinese in them: text nodes and the labels a screen reader reads. */
async function chineseTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      // Server HTML (promotions, messages, articles) is the operator's content, in its own language.
      if (!parent || parent.closest('script, style, [hidden], [aria-hidden="true"], [data-server-html]')) continue;
      const text = node.textContent?.trim();
      if (text) found.add(text);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [alt], [title]')) {
      if (element.closest('[data-server-html]')) continue;
      for (const name of ['aria-label', 'placeholder', 'alt', 'title']) {
        const value = element.getAttribute(name)?.trim();
        if (value) found.add(value);
      }
    }
    return [...found].filter((text) => /[\u3400-\u9fff]/.test(text));
  });
}

async function appTextsShown(page: Page, route: string, locale: string): Promise<string[]> {
  await page.addInitScript((chosen) => {
    localStorage.setItem('lobby.locale', chosen);
    sessionStorage.setItem('lobby.welcomeShown', '1');
  }, locale);
  await withoutBalanceStream(page);
  await page.goto(`/#${route}`);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('.adm-skeleton, .adm-spin-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  const forbidden = forbiddenTexts(locale === 'zh-CN' ? 'en' : locale);
  return (await chineseTexts(page)).filter((text) => forbidden.some((pattern) => pattern.test(text)));
}

for (const locale of ['en', 'zh-TW']) {
  test.describe(`in ${locale}, as a visitor`, () => {
    for (const route of visitorRoutes) {
      test(`${route} shows none of the app's zh-CN texts`, async ({ page }) => {
        expect(await appTextsShown(page, route, locale)).toEqual([]);
      });
    }
  });

  test.describe(`in ${locale}, as a member`, () => {
    let storages: Storages;
    test.beforeAll(async ({ browser, request }) => {
      storages = await signedInStorages(browser, request);
    });
    for (const route of memberRoutes) {
      test(`${route} shows none of the app's zh-CN texts`, async ({ page }) => {
        await restoreStorages(page, storages);
        expect(await appTextsShown(page, route, locale)).toEqual([]);
      });
    }
  });
}

test('the check finds the app\'s texts: in zh-CN, home shows them', async ({ page }) => {
  expect((await appTextsShown(page, '/', 'zh-CN')).length).toBeGreaterThan(5);
});
