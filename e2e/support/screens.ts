import { expect, type Locator, type Page } from '@playwright/test';
import { withoutBalanceStream } from './without-balance-stream.ts';

/**
 * What every layout baseline shares (tests/screens): the three phone widths the issues name, a fixed clock,
 * the masks over what the server alone decides per run, and the way a screen is opened and compared.
 */
const SCREEN_WIDTHS = [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
] as const;

/** 2026-11-24 15:00 Beijing time: outside the red-packet window (10:00-12:00), on a weekday. */
const FIXED_NOW = new Date('2026-11-24T15:00:00+08:00');

/** The fixed clock, and no welcome popup (it has its own flows; the baselines show the screen under it). */
export async function settleScreen(page: Page): Promise<void> {
  await page.clock.setFixedTime(FIXED_NOW);
  await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
}

export async function signIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    sessionStorage.setItem('lobby.session', JSON.stringify({ state: { token: value }, version: 0 }));
  }, token);
}

/** Values the server decides per run (numbers, times, pictures); masked so that only the layout is compared. */
function volatile(page: Page): Locator[] {
  return [
    page.locator('[data-volatile]'),
    page.getByRole('timer'),
    page.locator('img[src*="captcha"], img[alt*="验证码"]'),
    page.getByRole('img', { name: '付款二维码' }),
    // Record and order times: the server's clock when the set-up ran.
    page.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
  ];
}

export async function compareAtEveryWidth(page: Page, name: string, ready: () => Promise<void>, masks: Locator[] = []): Promise<void> {
  for (const size of SCREEN_WIDTHS) {
    await page.setViewportSize(size);
    await ready();
    // Fonts and lazy pictures settled: nothing still arriving changes the picture.
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`${name}-${size.width}.png`, { mask: [...volatile(page), ...masks], animations: 'disabled' });
  }
}

export async function openAndWait(page: Page, path: string, shown: Locator): Promise<void> {
  await withoutBalanceStream(page);
  await page.goto(`/#${path}`);
  await expect(shown).toBeVisible();
  await page.waitForLoadState('networkidle');
}
