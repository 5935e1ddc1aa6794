import { expect, test, type Page } from '@playwright/test';
import { demoMember, logIn } from '../support/app.ts';

// Server HTML (promotions, help articles) on the narrowest phone the issue names.
test.use({ viewport: { width: 320, height: 568 } });

/** Whether anything on the page reaches past the screen's right edge (sideways scrolling of the page). */
const pageOverflows = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('a help article\'s table scrolls inside its bordered box, its cells keep their words whole, the page stays 320 px wide', async ({ page }) => {
  await page.goto('/#/boutBallBetInfo?type=4');
  const table = page.getByRole('region', { name: '表格（可左右滑动）' }).first();
  await expect(table).toBeVisible();
  expect(await pageOverflows(page)).toBe(false);
  const box = await table.evaluate((element) => {
    const style = getComputedStyle(element);
    // Where each cell's text wraps: never inside a Latin word or number (two letters or digits) nor between
    // two Chinese characters of a run; at spaces, punctuation and where the script changes it may.
    const sameWord = (a: string, b: string) => (/[A-Za-z0-9@._-]/.test(a) && /[A-Za-z0-9@._-]/.test(b))
      || (/\p{Script=Han}/u.test(a) && /\p{Script=Han}/u.test(b));
    const brokenWord = [...element.querySelectorAll('td, th')].some((cell) => {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      let previous: { top: number; char: string } | null = null;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getClientRects()[0];
          if (!rect || !text[i]!.trim()) continue;
          if (previous && rect.top > previous.top + 2 && sameWord(previous.char, text[i]!)) return true;
          previous = { top: rect.top, char: text[i]! };
        }
      }
      return false;
    });
    return { overflowX: style.overflowX, border: style.borderTopWidth, width: element.getBoundingClientRect().width, brokenWord };
  });
  expect(box.overflowX).toBe('auto');
  expect(box.border).toBe('1px');
  expect(box.width).toBeLessThanOrEqual(320);
  expect(box.brokenWord).toBe(false);
});

test('a promotion\'s sign-up is in reach on load, the text scrolling under it, and nothing overflows at 320 px', async ({ page }) => {
  await page.goto('/#/login?redirect=%2FactivityInfo%3Fid%3D1');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/activityInfo\?id=1$/);
  const signUp = page.getByRole('button', { name: /立即报名|登录后报名/ });
  await expect(signUp).toBeInViewport();
  expect(await pageOverflows(page)).toBe(false);
  // Scrolled halfway down the text, it is still there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect(signUp).toBeInViewport();
  for (const table of await page.getByRole('region', { name: '表格（可左右滑动）' }).all()) {
    expect((await table.boundingBox())!.width).toBeLessThanOrEqual(320);
  }
});

test('/boutBallBetInfo?type=6 shows an empty state, not a blank page', async ({ page }) => {
  await page.goto('/#/boutBallBetInfo?type=6');
  await expect(page.getByText('空空如也')).toBeVisible();
});
