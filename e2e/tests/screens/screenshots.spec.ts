import { test, type Locator, type Page } from '@playwright/test';
import { memberCall } from '../../support/member-setup.ts';
import { screenshotMember } from '../../support/screenshot-member.ts';
import { compareAtEveryWidth, openAndWait, settleScreen, signIn } from '../../support/screens.ts';

/**
 * Layout baselines: what a member sees first on the key screens at the three phone widths the issue names
 * (320 × 568, 390 × 844, 412 × 915). A change to a layout fails here until its new baseline is looked at and
 * accepted (`npm run screenshots:update`, then review the PNGs in e2e/tests/screens/__screenshots__ in the diff).
 *
 * Deterministic on purpose: one member with fixed balances and records (support/screenshot-member.ts),
 * the browser's clock fixed (countdowns, "today"), reduced motion (banners and the notice bar stand still,
 * as for every member who asks for it), CJK fonts from Debian's fonts-noto-cjk (the test command installs
 * them). What the server alone decides per run (order numbers, record times, captcha pictures, QR codes)
 * is masked: the layout around it is still compared.
 */

test.use({ reducedMotion: 'reduce', deviceScaleFactor: 1 });

test.beforeEach(async ({ page }) => {
  await settleScreen(page);
});

test.describe('as a visitor', () => {
  test('home', async ({ page }) => {
    await compareAtEveryWidth(page, 'home-visitor', () =>
      openAndWait(page, '/', page.getByRole('region', { name: '游戏分类' })));
  });

  // The app's one dialog, on home's first visit: its width, margins and buttons at each phone width.
  test('welcome popup', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.removeItem('lobby.welcomeShown'));
    await compareAtEveryWidth(page, 'welcome-popup', () =>
      openAndWait(page, '/', page.getByRole('dialog', { name: '温馨提示' })));
  });

  test('login', async ({ page }) => {
    await compareAtEveryWidth(page, 'login', () => openAndWait(page, '/login', page.getByLabel('账号')));
  });

  test('register', async ({ page }) => {
    await compareAtEveryWidth(page, 'register', () => openAndWait(page, '/register', page.getByLabel('账号')));
  });
});

test.describe('as a member', () => {
  let token = '';

  test.beforeAll(async ({ request }) => {
    token = (await screenshotMember(request)).token;
  });

  test.beforeEach(async ({ page }) => {
    await signIn(page, token);
  });

  const screens: Array<[name: string, path: string, shown: (page: Page) => Locator]> = [
    ['home-member', '/', (page) => page.getByRole('region', { name: '游戏分类' })],
    ['mine', '/mine', (page) => page.getByRole('heading', { name: '会员中心' })],
    ['recharge', '/recharge', (page) => page.getByLabel('充值金额')],
    ['withdrawal', '/withdrawal', (page) => page.getByRole('region', { name: '选择银行卡' })],
    ['transfer', '/transfer', (page) => page.getByText('中心钱包').first()],
    ['transRecord', '/transRecord', (page) => page.getByRole('tab').first()],
    ['vip', '/vip', (page) => page.getByRole('tab', { name: 'P1', exact: true })],
    ['hongbao', '/hongbao', (page) => page.getByText('剩余次数')],
  ];
  for (const [name, path, shown] of screens) {
    test(name, async ({ page }) => {
      await compareAtEveryWidth(page, name, () => openAndWait(page, path, shown(page)));
    });
  }

  test('payInfo', async ({ page, request }) => {
    // The member's deposit, paid (approved) during the set-up: the page shows the paid state.
    const records = await memberCall(request, token, '/api/gettransrecord', { date: 1, type: 1, page: 1, api_type: '' });
    const [order] = (records.data as { data: Array<{ out_trade_no: string }> }).data;
    const orderNo = order!.out_trade_no;
    await compareAtEveryWidth(page, 'payInfo', () =>
      openAndWait(page, `/payInfo?deposit_no=${orderNo}`, page.getByText('支付成功').first()), [page.getByText(orderNo)]);
  });
});
