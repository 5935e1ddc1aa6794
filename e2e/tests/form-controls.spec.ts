import { expect, test, type Page } from '@playwright/test';
import { restoreStorages, signedInStorages, type Storages } from '../support/routes.ts';
import { registerMember } from '../support/member-setup.ts';
import { signIn } from '../support/screens.ts';

// Issue 13: antd-mobile's Checkbox and Radio hide their native input (display: none), which left them out
// of the accessibility tree. Each control is found here by its role and name, as assistive technology
// finds it, and toggled by tap and by keyboard.

/** Each text field's computed font size on the page, once its form has rendered. */
async function fieldFontSizes(page: Page, route: string): Promise<{ field: string; px: number }[]> {
  await page.goto(`/#${route}`);
  await expect(page.locator('input:not([type="hidden"]), textarea').first()).toBeVisible();
  return page.evaluate(() => [...document.querySelectorAll('input, textarea, select')]
    .filter((field) => !['checkbox', 'radio', 'file', 'range', 'hidden'].includes((field as HTMLInputElement).type))
    .map((field) => ({
      field: field.id || field.getAttribute('placeholder') || field.outerHTML.slice(0, 60),
      px: parseFloat(getComputedStyle(field).fontSize),
    })));
}

// Issue 13: iOS Safari zooms the page into a focused field whose text is under 16 px.
test.describe('text fields at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const route of ['/login', '/register', '/applyagent']) {
    test(`${route}: every field is 16 px or more`, async ({ page }) => {
      const sizes = await fieldFontSizes(page, route);
      expect(sizes.length).toBeGreaterThan(0);
      expect(sizes.filter(({ px }) => px < 16)).toEqual([]);
    });
  }
});

test('the agreement on /register is a checkbox with its label as name and its checked state', async ({ page }) => {
  await page.goto('/#/register');
  const agreement = page.getByRole('checkbox', { name: '我已阅读并同意相关规则和隐私条款' });
  await expect(agreement).toBeChecked();
  await page.getByText('我已阅读并同意相关规则和隐私条款').click();
  await expect(agreement).not.toBeChecked();
  await agreement.focus();
  await page.keyboard.press('Space');
  await expect(agreement).toBeChecked();
});

test.describe('as a member', () => {
  let storages: Storages = { session: '{}', local: '{}' };

  test.beforeAll(async ({ browser, request }) => {
    storages = await signedInStorages(browser, request);
  });

  test.beforeEach(async ({ page }) => {
    await restoreStorages(page, storages);
  });

  test('the wallet protocols on /addUsdtCard are radios in a named group', async ({ page }) => {
    await page.goto('/#/addUsdtCard');
    const group = page.getByRole('radiogroup', { name: '钱包协议' });
    const trc20 = group.getByRole('radio', { name: 'TRC20' });
    const erc20 = group.getByRole('radio', { name: 'ERC20' });
    await expect(trc20).toBeChecked();
    await page.getByText('ERC20', { exact: true }).click();
    await expect(erc20).toBeChecked();
    await expect(trc20).not.toBeChecked();
    await trc20.focus();
    await page.keyboard.press('Space');
    await expect(trc20).toBeChecked();
    // One tab stop for the group, arrows move the choice, as native radios do.
    await page.keyboard.press('ArrowRight');
    await expect(erc20).toBeChecked();
    await expect(erc20).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(trc20).not.toBeFocused();
    await expect(erc20).not.toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(erc20).toBeFocused();
  });

  test.describe('text fields at 390 px', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    for (const route of ['/addBankCard', '/password', '/transfer']) {
      test(`${route}: every field is 16 px or more`, async ({ page }) => {
        const sizes = await fieldFontSizes(page, route);
        expect(sizes.length).toBeGreaterThan(0);
        expect(sizes.filter(({ px }) => px < 16)).toEqual([]);
      });
    }
  });

  test('免转模式 on /transfer is a switch with its name and state', async ({ page }) => {
    await page.goto('/#/transfer');
    await expect(page.getByRole('switch', { name: '免转模式' })).toHaveAttribute('aria-checked', /^(true|false)$/);
  });

  test('免转模式 is reached with Tab and flipped with Space', async ({ page, request }) => {
    // A member of its own (free-transfer mode off), signed in over the suite's member: /login would send a member home.
    const member = await registerMember(request);
    await signIn(page, member.token);
    await page.goto('/#/transfer');
    const toggle = page.getByRole('switch', { name: '免转模式' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    for (let stop = 0; stop < 40 && !(await toggle.evaluate((element) => element === document.activeElement)); stop += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
  });
});
