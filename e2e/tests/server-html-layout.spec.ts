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

test('a table wider than the screen shows that it scrolls: a shade on the side that has more, gone once scrolled there', async ({ page }) => {
  // The article's own table (/boutBallBetInfo?type=5) has text that reaches the edges wherever it is
  // scrolled; the same layout with blank cells leaves only the box's own drawing at its edges to measure.
  const blankCell = '<td><div style="width: 300px; height: 80px"></div></td>';
  await page.route('**/api/article', async (route) => {
    const body = await (await route.fetch()).json();
    await route.fulfill({ json: { ...body, data: { ...body.data, content: `<table><tr>${blankCell.repeat(3)}</tr></table>` } } });
  });
  await page.goto('/#/boutBallBetInfo?type=5');
  const table = page.getByRole('region', { name: '表格（可左右滑动）' }).first();
  await table.scrollIntoViewIfNeeded();
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  // How dark the box is just inside its left and right edges (mean luminance, 0-255).
  const decoder = await page.context().newPage();
  const edges = async () => {
    const png = (await table.screenshot()).toString('base64');
    return decoder.evaluate(async (data) => {
      const image = await createImageBitmap(await (await fetch(`data:image/png;base64,${data}`)).blob());
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d')!;
      context.drawImage(image, 0, 0);
      const strip = (from: number) => {
        const { data: pixels } = context.getImageData(from, 4, 8, image.height - 8);
        let sum = 0;
        for (let i = 0; i < pixels.length; i += 4) sum += 0.2126 * pixels[i]! + 0.7152 * pixels[i + 1]! + 0.0722 * pixels[i + 2]!;
        return sum / (pixels.length / 4);
      };
      // 4 device pixels in from the border.
      return { left: strip(4), right: strip(image.width - 12) };
    }, png);
  };
  const atStart = await edges();
  expect(atStart.right, 'the side with more is shaded').toBeLessThan(atStart.left - 5);
  await table.evaluate((element) => { element.scrollLeft = element.scrollWidth; });
  const atEnd = await edges();
  expect(atEnd.left, 'scrolled to the end, the shade moves to the side scrolled past').toBeLessThan(atEnd.right - 5);
  await decoder.close();
});
