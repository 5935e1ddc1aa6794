import type { Page } from '@playwright/test';

const refused = new WeakSet<Page>();

/**
 * Playwright's 'networkidle' never comes while a member's balance stream is open (one request that lasts
 * as long as the page), so the sweeps that wait for a page's data that way refuse the stream first: the
 * app then polls, as it does against a spec-only back end. The push itself is tested in
 * balance-push.spec.ts.
 */
export async function withoutBalanceStream(page: Page): Promise<void> {
  if (refused.has(page)) return;
  refused.add(page);
  await page.route('**/api/push/**', (route) => route.abort());
}
