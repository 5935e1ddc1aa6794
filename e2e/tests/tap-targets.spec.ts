import { expect, test, type Page } from '@playwright/test';
import { logIn } from '../support/app.ts';
import { bindBankCard, registerMember } from '../support/member-setup.ts';
import { approvedDeposit } from '../support/record-setup.ts';
import { memberRoutes, restoreStorages, signedInStorages, visitorRoutes, type Storages } from '../support/routes.ts';
import { withoutBalanceStream } from '../support/without-balance-stream.ts';

// Tap targets (WCAG 2.5.5, with the exceptions of 2.5.8): every visible interactive element - link,
// button, input, tab, checkbox, radio, switch, and anything else drawn as tappable (a pointer cursor,
// as antd-mobile's clickable list rows and the notice bar are) - is at least 44 x 44 CSS px. Two
// exceptions: an element whose own box is smaller passes when the ancestor that receives its tap (an
// interactive element, or the label of an input) is 44 x 44 or more; a link inline in running text
// passes as it is (it flows with the sentence, and the sentence gives it its height).
const MIN_PX = 44;

/** The visible interactive elements (inside `within`) smaller than 44 x 44 that no exception covers, one line each. */
function smallTargets(page: Page, within = 'body'): Promise<string[]> {
  return page.evaluate(({ min, within }) => {
    const INTERACTIVE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, label[for], '
      + '[role="button"], [role="link"], [role="tab"], [role="checkbox"], [role="radio"], [role="switch"], '
      + '[role="menuitem"], [role="option"], [tabindex]:not([tabindex="-1"])';
    const pointer = (element: Element) => getComputedStyle(element).cursor === 'pointer';
    // Drawn as tappable: the outermost element of a pointer-cursor run (its children inherit the cursor).
    const tappable = (element: Element) => element.matches(INTERACTIVE)
      || (pointer(element) && !(element.parentElement && pointer(element.parentElement)));
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    };
    const bigEnough = (element: Element) => {
      const box = element.getBoundingClientRect();
      // Rounding: a 43.99 px box laid out from a 44 px rule is 44 px.
      return Math.round(box.width) >= min && Math.round(box.height) >= min;
    };
    const receivesTapFor = (ancestor: Element, element: Element) => tappable(ancestor)
      || (ancestor instanceof HTMLLabelElement && (ancestor.control === element || ancestor.contains(element)));
    const inlineInText = (element: Element) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      const block = element.parentElement;
      const text = (block?.textContent ?? '').replace(element.textContent ?? '', '').trim();
      return text.length > 0;
    };
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const name = (element.getAttribute('aria-label') || element.textContent || element.getAttribute('placeholder') || '').trim().slice(0, 20);
      const classes = [...element.classList].slice(0, 2).join('.');
      return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
    };
    const offenders: string[] = [];
    for (const element of document.querySelectorAll(`${within} *`)) {
      if (!tappable(element) || !visible(element) || bigEnough(element) || inlineInText(element)) continue;
      let covered = false;
      for (let ancestor = element.parentElement; ancestor && !covered; ancestor = ancestor.parentElement) {
        covered = receivesTapFor(ancestor, element) && bigEnough(ancestor);
      }
      if (!covered) offenders.push(describe(element));
    }
    return offenders;
  }, { min: MIN_PX, within });
}

/** Opens the route as the app would and waits for its page and first data, as a11y.spec.ts does. */
async function open(page: Page, route: string): Promise<void> {
  await withoutBalanceStream(page);
  await page.goto(`/#${route}`);
  await expect(page.locator('.adm-skeleton, .adm-spin-loading')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
}

async function expectTapTargets(page: Page, route: string): Promise<void> {
  await open(page, route);
  // Home's welcome popup opens a moment after the page: its own controls first, then the page under it.
  if (route === '/') {
    const popup = page.getByRole('dialog', { name: '温馨提示' });
    await expect(popup).toBeVisible();
    // The page under the popup's mask takes no taps: only the popup is checked.
    expect(await smallTargets(page, '[role="dialog"]'), `${route} welcome popup`).toEqual([]);
    await popup.getByRole('button', { name: '我知道了' }).click();
    await expect(popup).toBeHidden();
  }
  expect(await smallTargets(page), route).toEqual([]);
}

test.describe('tap targets as a visitor', () => {
  for (const route of visitorRoutes) {
    test(`${route}: every tap target is 44 x 44 px or more`, async ({ page }) => {
      await expectTapTargets(page, route);
    });
  }
});

test.describe('tap targets as a member', () => {
  let storages: Storages = { session: '{}', local: '{}' };

  test.beforeAll(async ({ browser, request }) => {
    storages = await signedInStorages(browser, request);
  });

  test.beforeEach(async ({ page }) => {
    await restoreStorages(page, storages);
  });

  for (const route of memberRoutes) {
    test(`${route}: every tap target is 44 x 44 px or more`, async ({ page }) => {
      await expectTapTargets(page, route);
    });
  }
});

// The sweep above sees a new member's empty lists; these controls show only with data, and the 人工客服
// link sits in a sentence, which the sweep's exception would let pass at the sentence's height.
test('复制, a saved card\'s delete and the 人工客服 link are 44 x 44 px or more', async ({ page, request }) => {
  const member = await registerMember(request);
  await bindBankCard(request, member.token);
  await approvedDeposit(request, member, 100);
  const expectTapSize = async (target: ReturnType<Page['locator']>, what: string) => {
    await expect(target).toBeVisible();
    const box = (await target.boundingBox())!;
    expect([Math.round(box.width) >= MIN_PX, Math.round(box.height) >= MIN_PX], `${what} ${box.width}x${box.height}`).toEqual([true, true]);
  };

  await page.goto('/#/login?redirect=%2FtransRecord');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/transRecord$/);
  await expectTapSize(page.getByRole('button', { name: '复制订单号' }).first(), '复制');
  await expect(page.locator('.adm-skeleton, .adm-spin-loading')).toHaveCount(0);
  expect(await smallTargets(page), '/transRecord with a deposit').toEqual([]);

  await page.goto('/#/wallet?type=1');
  await expectTapSize(page.getByRole('button', { name: '删除' }).first(), 'delete');
  expect(await smallTargets(page), '/wallet with a card').toEqual([]);

  await page.goto('/#/securitycenter');
  await expectTapSize(page.getByRole('link', { name: '人工客服' }), '人工客服');
});
