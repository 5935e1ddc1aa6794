import { expect, test, type Page } from '@playwright/test';
import { messages } from '@lobby/contract';
import { demoMember, expectToast, logIn } from '../support/app.ts';

/** The smallest valid PNG: one transparent pixel. */
const onePixelPng = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Records whether the loading overlay appears, however briefly, from now on (it shows for 500 ms only). */
async function watchLoadingOverlay(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => {
    const seen = { loading: false };
    (window as unknown as { lobbyLoadingSeen: typeof seen }).lobbyLoadingSeen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="加载中"]')) seen.loading = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { lobbyLoadingSeen: { loading: boolean } }).lobbyLoadingSeen.loading);
}

async function openMemberCentre(page: Page) {
  await page.goto('/#/login?redirect=%2Fmine');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/mine$/);
}

test('the balance drawer reads every venue, then recovers them all', async ({ page }) => {
  // Hold the second list back a moment, so the 读取中.. state can be seen.
  await page.route('**/api/balancelist2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await openMemberCentre(page);
  await page.getByRole('button', { name: /^余额/ }).click();
  const venues = page.getByRole('region', { name: '场馆余额' });
  await expect(venues).toContainText(messages.common.reading);
  await expect(venues).not.toContainText(messages.common.reading);
  await expect(venues).toContainText(/\d+\.\d{2} 元/);

  const recovered = page.waitForResponse((response) => response.url().endsWith('/api/transall'));
  const userInfo = page.waitForResponse((response) => response.url().endsWith('/api/user'));
  await venues.getByRole('button', { name: '更新所有余额' }).click();
  const message = (await (await recovered).json()).message as string;
  await expectToast(page, message);
  await userInfo;
});

test('the balance drawer answers 服务器异常，请稍后再试！ when the venue list is lost', async ({ page }) => {
  await openMemberCentre(page);
  await page.route('**/api/balancelist2', (route) => route.abort());
  await page.getByRole('button', { name: /^余额/ }).click();
  await expectToast(page, messages.common.serverError);
});

test('a member uploads a PNG avatar and opens the VIP details', async ({ page }) => {
  await openMemberCentre(page);
  await page.getByLabel('更换头像').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: onePixelPng });
  await expectToast(page, messages.avatar.invalidType);

  const userInfo = page.waitForResponse((response) => response.url().endsWith('/api/user'));
  await page.getByLabel('更换头像').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: onePixelPng });
  await expectToast(page, messages.avatar.uploaded);
  await userInfo;
  await expect(page.getByRole('img', { name: '头像' })).toBeVisible();

  await page.getByRole('button', { name: /查看VIP详情/ }).click();
  const vip = page.getByRole('region', { name: 'VIP详情' });
  await expect(vip).toContainText('当前等级');
  await expect(vip).toContainText(/\d+%/);
  await vip.getByRole('button', { name: '查看VIP特权' }).click();
  await expect(page).toHaveURL(/#\/vip$/);
});

test('the quick-action bar opens its pages, leaving the member\'s name and balance to the profile card', async ({ page }) => {
  await openMemberCentre(page);
  const bar = page.getByRole('navigation', { name: '快捷操作' });
  await expect(page.getByRole('region', { name: '用户名' })).toContainText(demoMember.account);
  await expect(bar).not.toContainText(demoMember.account);
  await expect(bar).not.toContainText('中心钱包');
  for (const [name, path] of [['线上存款', 'recharge'], ['线上取款', 'withdrawal'], ['优惠中心', 'activity'], ['额度转换', 'transfer']]) {
    await bar.getByRole('button', { name }).click();
    await expect(page).toHaveURL(new RegExp(`#/${path}$`));
    await page.goto('/#/mine');
  }
});

test('every menu item reaches its page after the loading indicator', async ({ page }) => {
  await openMemberCentre(page);
  const menu = page.getByRole('navigation', { name: '会员菜单' });
  const targets: Array<[string, RegExp]> = [
    ['基本信息', /#\/setting$/],
    ['代理申请', /#\/applyagent$/],
    ['代理登录', /#\/gamePage\?dailiD=1$/],
    ['交易记录', /#\/transRecord$/],
    ['投注记录', /#\/betRecord$/],
    ['返水记录', /#\/fanshui$/],
    ['活动记录', /#\/activityRecord$/],
    ['红包记录', /#\/welfare$/],
    ['站内信', /#\/message\?type=2$/],
    ['平台公告', /#\/message\?type=1$/],
    ['VIP特权', /#\/vip$/],
  ];
  // 站内信 may carry the unread count beside its name (the seeded welcome messages).
  await expect(menu.getByRole('button')).toHaveText(targets.map(([name]) => new RegExp(`^${name}`)));
  for (const [name, url] of targets) {
    const sawLoading = await watchLoadingOverlay(page);
    await menu.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(page).toHaveURL(url);
    expect(await sawLoading()).toBe(true);
    // A fresh load: a hash-only change would read as 'browser back' on /gamePage, which goes home.
    await page.goto('about:blank');
    await page.goto('/#/mine');
  }
});

test('basic info shows the member and links to every account page', async ({ page }) => {
  await openMemberCentre(page);
  await page.goto('/#/setting');
  const info = page.getByRole('region', { name: '账户信息' });
  await expect(info).toContainText(demoMember.account);
  await expect(info).toContainText('张三');
  const links = page.getByRole('navigation', { name: '账户管理' }).getByRole('link');
  const targets: Array<[string, RegExp]> = [
    ['个人资料', /#\/userInfo$/],
    ['修改登录密码', /#\/password\?type=1$/],
    ['修改支付密码', /#\/password\?type=2$/],
    ['银行卡管理', /#\/wallet\?type=1$/],
    ['USDT钱包管理', /#\/wallet\?type=2$/],
    ['帮助中心', /#\/boutBallBet$/],
  ];
  await expect(links).toHaveText(targets.map(([name]) => name));
  for (const [name, url] of targets) {
    await links.filter({ hasText: name }).click();
    await expect(page).toHaveURL(url);
    await page.goto('/#/setting');
  }
});

for (const width of [320, 390]) {
  test(`at ${width} px the header's title and balance never overlap, even with a 7-digit balance`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await openMemberCentre(page);
    const title = page.getByRole('heading', { name: '会员中心', level: 1 });
    const balance = page.getByRole('banner').getByRole('button', { name: /^余额/ });
    await expect(balance).toContainText(/\d\.\d{2}/);
    const apart = async () => {
      const [a, b] = [(await title.boundingBox())!, (await balance.boundingBox())!];
      return { separated: a.x + a.width <= b.x || b.x + b.width <= a.x, titleOnScreen: a.x >= 0 && a.width > 0 };
    };
    expect(await apart()).toEqual({ separated: true, titleOnScreen: true });
    // The figure as a member with 1,288,888.88 sees it (the layout must hold whatever the server says).
    await balance.locator('span span').last().evaluate((figure) => { figure.textContent = '1,288,888.88'; });
    expect(await apart()).toEqual({ separated: true, titleOnScreen: true });
  });
}

test('the profile card shows the avatar, VIP level and its progress, what the next level asks, and both wallets', async ({ page }) => {
  await openMemberCentre(page);
  const card = page.getByRole('region', { name: '用户名' });
  await expect(card).toContainText(demoMember.account);
  await expect(card.getByRole('button', { name: /查看VIP详情/ })).toBeVisible();
  await expect(card).toContainText('中心钱包');
  await expect(card).toContainText('游戏余额');
  await expect(card.getByRole('progressbar', { name: '晋级进度' })).toBeVisible();
  await expect(card).toContainText(/距P\d+还需存款 [\d,]+\.\d{2} 元|存款已达P\d+要求|已是最高等级/);
  // The card says the name and 中心钱包; the quick actions under it do not say them again.
  await expect(page.getByText(demoMember.account, { exact: true })).toHaveCount(1);
  await expect(page.getByText('中心钱包', { exact: true })).toHaveCount(1);
});

test('the menu is grouped with an icon per item, in the spec order', async ({ page }) => {
  await openMemberCentre(page);
  const menu = page.getByRole('navigation', { name: '会员菜单' });
  await expect(menu.getByRole('heading')).toHaveText(['账户与代理', '我的记录', '消息与特权']);
  const items = await menu.getByRole('button').allInnerTexts();
  const order = ['基本信息', '代理登录', '交易记录', '投注记录', '返水记录', '活动记录', '红包记录', '站内信', '平台公告', 'VIP特权'];
  const positions = order.map((label) => items.findIndex((text) => text.includes(label)));
  expect(positions.every((position) => position >= 0)).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  expect(await menu.locator('button svg').count()).toBeGreaterThanOrEqual(order.length * 2);
});
