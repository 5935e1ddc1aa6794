import { expect, test, type Route } from '@playwright/test';
import { REQUEST_TIMEOUT_MS, messages, type BalanceResult } from '@lobby/contract';
import { expectToast, logIn } from '../support/app.ts';
import { memberCall, registerMember } from '../support/member-setup.ts';
import { e2eServer } from '../support/e2e-server.ts';
import { approvedDeposit } from '../support/record-setup.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

// Idempotency-Key is a Lobby addition: a spec-only back end (LOBBY_E2E_SPEC_MINIMAL=1) ignores it, so this does not apply there.
if (!e2eServer.specMinimal) test('a transfer whose answer is lost to the time-out and is sent again moves money once', async ({ page, request }) => {
  const member = await registerMember(request);
  await approvedDeposit(request, member, 500);
  // The app's own 30 s time-out is real; the test skips the wait by jumping the page's clock.
  await page.clock.install();
  await page.goto('/#/login?redirect=%2Ftransfer');
  await logIn(page, member.account, member.password);
  await expect(page).toHaveURL(/#\/transfer$/);

  const venues = page.getByRole('region', { name: '场馆钱包' });
  await expect(venues).not.toContainText(messages.common.reading);
  const venue = (await venues.getByRole('listitem').first().locator('span:first-child').textContent())!;
  for (const [side, name] of [['转出钱包', '中心钱包'], ['转入钱包', venue]] as const) {
    await page.getByRole('button', { name: side }).click();
    const popup = page.getByRole('dialog', { name: '选择钱包' });
    await popup.getByRole('button', { name, exact: true }).click();
    await expect(popup).toBeHidden();
  }
  await page.getByLabel('转账金额', { exact: true }).fill('100');

  // The first request reaches the server, which moves the money, but its answer never reaches the page.
  const keys: string[] = [];
  let held: Route | undefined;
  let reachedServer!: (answer: unknown) => void;
  const firstAnswer = new Promise((resolve) => (reachedServer = resolve));
  await page.route('**/api/transfer', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (held) return route.continue();
    held = route;
    reachedServer(await (await route.fetch()).json());
  });

  await page.getByRole('button', { name: '立即转账' }).click();
  expect(await firstAnswer).toEqual({ code: 200, message: messages.transfer.success, data: null });
  await page.clock.fastForward(REQUEST_TIMEOUT_MS);
  await expectToast(page, messages.common.networkTimeout);
  await held!.abort().catch(() => undefined);

  // The member sends the same transfer again: same key, so the server answers the first outcome.
  const retried = page.waitForResponse((response) => response.url().endsWith('/api/transfer'));
  await page.getByRole('button', { name: '立即转账' }).click();
  const retry = await retried;
  expect(retry.headers()['idempotent-replayed']).toBe('true');
  await expectToast(page, messages.transfer.success);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toBe(keys[0]);

  // 500.00 deposited, 100.00 moved once: 400.00 main, 100.00 in the venue.
  const balances = (await memberCall(request, member.token, '/api/balance')).data as BalanceResult;
  expect(balances).toEqual({ balance: 400, gameblance: 100 });
  await expect(page.getByRole('region', { name: '中心钱包' })).toContainText('400.00');
});
