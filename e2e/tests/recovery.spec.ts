import { expect, test, type Route } from '@playwright/test';
import { messages, REQUEST_TIMEOUT_MS } from '@lobby/contract';
import { closeWelcomePopup, memberFooter } from '../support/app.ts';

// Issue 10: a lost connection or a redeploy never leaves a member on a white page or an endless 加载中.

test('a page whose code does not download shows the error with 重新加载 in the shell; once back, the button brings the page', async ({ page }) => {
  await page.goto('/#/');
  await closeWelcomePopup(page);
  const serviceChunk = '**/assets/ServicePage-*.js';
  let blocked = 0;
  await page.route(serviceChunk, (route) => {
    blocked += 1;
    return route.abort('internetdisconnected');
  });

  await memberFooter(page).getByRole('link', { name: '在线客服' }).click();
  await expect(page.getByRole('heading', { name: messages.recovery.pageFailedTitle })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText(messages.recovery.pageFailedBody);
  // The shell stays: the header's way home and the footer.
  await expect(page.getByRole('button', { name: '首页' })).toBeVisible();
  await expect(memberFooter(page)).toBeVisible();
  // Tried twice before giving up.
  expect(blocked).toBeGreaterThanOrEqual(2);

  await page.unroute(serviceChunk);
  await page.getByRole('button', { name: messages.recovery.reload }).click();
  await expect(page).toHaveURL(/#\/kefu$/);
  await expect(page.frameLocator('iframe[title="在线客服窗口"]').getByRole('heading', { name: '在线客服' })).toBeVisible();
});

test('a chunk that a redeploy removed (404) reloads the app once, and a second failure shows the error instead of looping', async ({ page }) => {
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route('**/assets/VipPage-*.js', (route) => route.fulfill({ status: 404, body: 'Not Found' }));
  await page.goto('/#/vip');
  // The error shows at once; the check that finds the chunk gone (404) then reloads, once.
  await expect.poll(() => loads).toBe(2);
  await expect(page.getByRole('button', { name: messages.recovery.reload })).toBeVisible();
  // No loop: the page stays on the error.
  await page.waitForTimeout(3000);
  expect(loads).toBe(2);
  await expect(page.getByRole('heading', { name: messages.recovery.pageFailedTitle })).toBeVisible();
});

test('a screen whose call fails shows the network error with 重试; back online, 重试 brings the content', async ({ page }) => {
  const call = '**/api/uservip';
  await page.route(call, (route) => route.abort('internetdisconnected'));
  await page.goto('/#/vip');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(messages.common.networkError);
  await expect(page.getByRole('tab', { name: 'P0' })).toHaveCount(0);

  await page.unroute(call);
  await alert.getByRole('button', { name: messages.recovery.retry }).click();
  await expect(page.getByRole('tab', { name: 'P0', exact: true })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a call that never answers ends at the 30 s time-out with 网络连接超时 and 重试, not an endless 加载中', async ({ page }) => {
  // Time stands still until the test moves it: the 30 s are counted from the call, exactly.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
  const call = '**/api/uservip';
  const held: Route[] = [];
  await page.route(call, (route) => void held.push(route));
  await page.goto('/#/vip');
  await expect.poll(() => held.length).toBeGreaterThan(0);
  // The first render waits up to one second for the page's data (app/first-render.ts).
  await page.clock.runFor(1000);
  await expect(page.getByRole('heading', { name: 'VIP特权', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();

  await page.clock.runFor(REQUEST_TIMEOUT_MS - 2000);
  await expect(page.getByRole('status', { name: '加载中' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1000);
  // Time flows again: TanStack Query hands its news to React on a zero-delay timer.
  await page.clock.resume();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(messages.common.networkTimeout);

  await page.unroute(call);
  await alert.getByRole('button', { name: messages.recovery.retry }).click();
  await expect(page.getByRole('tab', { name: 'P0', exact: true })).toBeVisible();
});
