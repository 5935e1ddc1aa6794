import { expect, test } from '@playwright/test';
import { GAME_TAB_CATEGORIES, formatMoney, messages, type Game } from '@lobby/contract';
import { closeWelcomePopup, demoMember, expectLoginOffer, logIn } from '../support/app.ts';
import { e2eServer } from '../support/e2e-server.ts';

test('a visitor sees the notices, banners, game tabs, drawer, welcome popup and red-packet icon', async ({ page, request }) => {
  const notices: string[] = (await (await request.post('/api/homenotice', { data: {} })).json()).data;
  const games: Game[] = (await (await request.get('/api/game/list?category=')).json()).data;

  await page.goto('/#/');
  const popup = page.getByRole('dialog', { name: '温馨提示' });
  await expect(popup).toContainText('欢迎来到');
  await closeWelcomePopup(page);

  await expect(page.getByRole('link', { name: '立即下载' })).toHaveAttribute('href', /^https?:\/\//);
  const noticeBar = page.getByRole('region', { name: '平台公告' });
  await expect(noticeBar).toContainText(notices[0]!);
  await expect(page.getByRole('img', { name: '活动轮播 1' }).first()).toBeVisible();

  const gameTabs = page.getByRole('region', { name: '游戏分类' });
  // The spec's tab names, in its order (the contract keeps the categories; the app names them).
  const tabNames = ['体育', '视讯', '电子', '彩票', '棋牌', '电竞'];
  for (const [index, { category }] of GAME_TAB_CATEGORIES.entries()) {
    const label = tabNames[index]!;
    await gameTabs.getByRole('tab', { name: label }).click();
    const listed = games.find((game) => game.category_id === category && game.app_state === 1);
    await expect(gameTabs.getByRole('button', { name: listed!.name }).first()).toBeVisible();
  }
  await gameTabs.getByRole('tab', { name: '电子' }).click();
  await expect(gameTabs.getByRole('link', { name: '捕鱼游戏' })).toHaveAttribute('href', '#/concise?gamecode=obgdy');

  // A visitor tapping a tile is asked to log in (the launch itself is the game flows' business).
  await gameTabs.getByRole('tab', { name: '体育' }).click();
  await gameTabs.getByRole('button').first().click();
  await expectLoginOffer(page, '取消');

  await page.getByRole('button', { name: '菜单' }).click();
  const drawer = page.getByRole('navigation', { name: '导航菜单' });
  await expect(drawer.getByRole('listitem')).toHaveText(['优惠活动', '在线客服', '代理登录', 'APP下载', '关于我们']);
  await drawer.getByRole('link', { name: '关于我们' }).click();
  await expect(page).toHaveURL(/#\/boutBallBetInfo\?type=7$/);
  await page.goto('/#/');

  await page.getByRole('button', { name: '抢红包' }).click();
  const invite = page.getByRole('dialog').filter({ hasText: messages.common.loginInvite });
  await invite.getByRole('button', { name: '取消' }).click();
  await expect(invite).toBeHidden();
  await page.getByRole('button', { name: '关闭红包入口' }).click();
  await expect(page.getByRole('button', { name: '抢红包' })).toBeHidden();

  await page.getByRole('button', { name: '额度转换' }).click();
  const transferInvite = page.getByRole('dialog').filter({ hasText: messages.common.loginInvite });
  await transferInvite.getByRole('button', { name: '确定' }).click();
  await expect(page).toHaveURL(/#\/login$/);

  await page.goto('/#/');
  await page.getByRole('button', { name: '线上存款' }).click();
  await expect(page).toHaveURL(/#\/login\?redirect=%2Frecharge$/);
});

test('every item of the left drawer has its own icon before its name, as home\'s shortcuts do', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  await closeWelcomePopup(page);
  await page.getByRole('button', { name: '菜单' }).click();
  const drawer = page.getByRole('navigation', { name: '导航菜单' });
  const items = drawer.getByRole('listitem');
  await expect(items).toHaveCount(7);
  // Each control's first drawing is its icon (the chevron comes after the name); no two items share one.
  const icons = await items.evaluateAll((rows) => rows.map((row) => {
    const control = row.querySelector('a, button')!;
    const first = control.firstElementChild;
    const svg = first?.matches('svg') ? first : first?.querySelector('svg');
    return svg ? [...svg.querySelectorAll('path')].map((path) => path.getAttribute('d')).join(' ') : null;
  }));
  expect(icons.every(Boolean), JSON.stringify(icons)).toBe(true);
  expect(new Set(icons).size).toBe(icons.length);
});

test('a member sees the balance button and the right drawer, and refreshes the balance', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  await closeWelcomePopup(page);

  await page.getByRole('button', { name: '菜单' }).click();
  const drawer = page.getByRole('navigation', { name: '导航菜单' });
  await expect(drawer).toContainText(demoMember.account);
  await expect(drawer.getByRole('listitem')).toHaveText(['会员中心', '优惠活动', '在线客服', '代理登录', 'APP下载', '关于我们', '退出登录']);
  await page.locator('.adm-mask').first().click({ position: { x: 360, y: 300 } });
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: /^余额/ }).click();
  const balances = page.getByRole('region', { name: '我的余额' });
  await expect(balances).toContainText('中心钱包');
  await expect(balances).toContainText(/[\d,]+\.\d{2} 元/);
  const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/balance'));
  await balances.getByRole('button', { name: '刷新余额' }).click();
  expect((await refreshed).ok()).toBe(true);
  await balances.getByRole('button', { name: '额度转换' }).click();
  await expect(page).toHaveURL(/#\/transfer$/);

  await page.goto('/#/');
  await page.getByRole('button', { name: '抢红包' }).click();
  await expect(page).toHaveURL(/#\/hongbao$/);
});

test('the notice bar keeps scrolling after leaving home and coming back', async ({ page, request }) => {
  const notices: string[] = (await (await request.post('/api/homenotice', { data: {} })).json()).data;
  await page.goto('/#/');
  await closeWelcomePopup(page);
  const bar = page.getByRole('region', { name: '平台公告' });
  const line = bar.getByText(notices[0]!);
  const left = async () => (await line.boundingBox())!.x;
  // The line starts moving a moment after it shows (antd-mobile's 2 s delay), leftwards, and some of it
  // stays inside the bar.
  const expectScrolling = async () => {
    await expect.poll(async () => {
      const before = await left();
      await page.waitForTimeout(300);
      return (await left()) < before;
    }, { timeout: 6_000 }).toBe(true);
    const [text, box] = [(await line.boundingBox())!, (await bar.boundingBox())!];
    expect(text.x + text.width).toBeGreaterThan(box.x);
    expect(text.x).toBeLessThan(box.x + box.width);
  };
  await expectScrolling();

  // Home stays mounted but hidden (kept alive) while another page shows; the hidden line's run is cut short.
  const footer = page.getByRole('navigation', { name: '底部导航' });
  await footer.getByRole('link', { name: '优惠活动' }).click();
  await expect(page).toHaveURL(/#\/activity$/);
  await page.waitForTimeout(1_000);
  await page.getByRole('banner').getByRole('button', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
  await expectScrolling();
});

test('for a member who asks for less motion, the banners and the notices stand still, the notices on one line', async ({ page, request }) => {
  const notices: string[] = (await (await request.post('/api/homenotice', { data: {} })).json()).data;
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#/');
  await closeWelcomePopup(page);
  const bar = page.getByRole('region', { name: '平台公告' });
  const line = bar.getByText(notices[0]!);
  await expect(line).toBeVisible();
  const banner = page.getByRole('img', { name: '活动轮播 1' }).first();
  await expect(banner).toBeVisible();
  const before = { line: (await line.boundingBox())!, banner: (await banner.boundingBox())! };
  // Past the banners' 3 s autoplay and the notice bar's start.
  await page.waitForTimeout(4_000);
  expect((await line.boundingBox())!.x).toBe(before.line.x);
  expect((await banner.boundingBox())!.x).toBe(before.banner.x);
  // Standing still, the line ends inside the bar (with an ellipsis) rather than running past its edge.
  const box = (await bar.boundingBox())!;
  expect(before.line.x + before.line.width).toBeLessThanOrEqual(box.x + box.width + 1);
});

for (const width of [320, 390, 412]) {
  test(`at ${width} px the floating red-packet entry covers no game tile's name, before and after scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 740 });
    await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
    await page.goto('/#/');
    const packet = page.getByRole('complementary', { name: '抢红包' });
    await expect(packet).toBeVisible();
    const games = page.getByRole('region', { name: '游戏分类' });
    await expect(games.getByRole('button').first()).toBeVisible();
    const overlaps = () => page.evaluate(() => {
      const float = document.querySelector('aside[aria-label="抢红包"]')!.getBoundingClientRect();
      const names = [...document.querySelectorAll('section[aria-label="游戏分类"] li span, section[aria-label="游戏分类"] a span')]
        .filter((name) => name.textContent?.trim())
        .map((name) => ({ text: name.textContent!.trim(), box: name.getBoundingClientRect() }));
      return names
        .filter(({ box }) => box.left < float.right && box.right > float.left && box.top < float.bottom && box.bottom > float.top)
        .map(({ text }) => text);
    });
    for (const tab of ['体育', '电子', '棋牌']) {
      await games.getByRole('tab', { name: tab }).click();
      expect(await overlaps(), `${tab} at the top`).toEqual([]);
      for (const y of [200, 400, 10_000]) {
        await page.evaluate((top) => window.scrollTo(0, top), y);
        expect(await overlaps(), `${tab} scrolled to ${y}`).toEqual([]);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
    }
  });
}

test('the wallet strip: 登录 and 注册 for a visitor; for a member the name, VIP, the total of both wallets opening both', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
  await page.goto('/#/');
  const wallet = page.getByRole('region', { name: '我的钱包' });
  await expect(wallet.getByRole('link', { name: '登录' })).toHaveAttribute('href', '#/login');
  await expect(wallet.getByRole('link', { name: '注册' })).toHaveAttribute('href', '#/register');
  await expect(wallet.getByRole('button', { name: 'VIP特权' })).toBeVisible();

  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  await expect(wallet).toContainText(demoMember.account);
  await expect(wallet.getByRole('button', { name: /查看VIP详情/ })).toBeVisible();
  const totalButton = wallet.getByRole('button', { name: /^总资产 [\d,]+\.\d{2} 元，查看中心钱包与游戏余额$/ });
  const shown = (await totalButton.getAttribute('aria-label'))!.match(/总资产 ([\d,]+\.\d{2})/)![1]!;
  await totalButton.click();
  // The drawer shows both wallets; the strip's figure is their sum.
  const drawer = page.getByRole('region', { name: '我的余额' });
  await expect(drawer.locator('dd')).toHaveCount(2);
  const figures = await drawer.locator('dd').allInnerTexts();
  const yuan = (text: string) => Number(text.replace(/[^\d.]/g, ''));
  expect(figures).toHaveLength(2);
  expect(formatMoney(yuan(figures[0]!) + yuan(figures[1]!))).toBe(shown);
  await expect(drawer).toContainText('中心钱包');
  await expect(drawer).toContainText('游戏余额');
});

// A banner's link is a Lobby addition: a back end answering only the spec sends none, and its banners stay pictures.
if (!e2eServer.specMinimal) test('a banner opens what it advertises: the first, its promotion', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/#/');
  const banner = page.getByRole('link').filter({ has: page.getByRole('img', { name: '活动轮播 1' }) }).first();
  await expect(banner).toHaveAttribute('href', /^#\/activityInfo\?id=\d+$/);
  await banner.click();
  await expect(page).toHaveURL(/#\/activityInfo\?id=\d+$/);
  await expect(page.getByRole('heading', { name: /首存/ })).toBeVisible();
});

test('热门游戏 for everyone; a game a member opened comes back under 最近玩过', async ({ page }) => {
  await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
  await page.goto('/#/');
  await expect(page.getByRole('region', { name: '热门游戏' }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('region', { name: '最近玩过' })).toHaveCount(0);

  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  const tile = page.getByRole('region', { name: '游戏分类' }).getByRole('button').first();
  const name = (await tile.innerText()).trim();
  await tile.click();
  await page.waitForURL((url) => !/#\/$/.test(url.href));
  await page.goto('/#/');
  await expect(page.getByRole('region', { name: '最近玩过' }).getByRole('button', { name })).toBeVisible();
});

test('the welcome popup shows once per browser session: not after a reload, again in a new session', async ({ page, browser }) => {
  await page.goto('/#/');
  await closeWelcomePopup(page);
  await page.reload();
  await expect(page.getByRole('region', { name: '平台公告' })).toBeVisible();
  // The popup opens just after home's first paint: give it that moment and more.
  await page.waitForTimeout(1_500);
  await expect(page.getByRole('dialog', { name: '温馨提示' })).toHaveCount(0);

  const newSession = await browser.newPage();
  await newSession.goto('/#/');
  await closeWelcomePopup(newSession);
  await newSession.close();
});

test('the welcome popup also closes with a tap beside it or Escape; the page behind stays put while it is open', async ({ page, browser }) => {
  await page.goto('/#/');
  const popup = page.getByRole('dialog', { name: '温馨提示' });
  await expect(popup).toBeVisible();
  await page.mouse.wheel(0, 800);
  expect(await page.evaluate(() => document.scrollingElement!.scrollTop)).toBe(0);
  const box = (await popup.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height + 40);
  await expect(popup).toBeHidden();
  await page.mouse.wheel(0, 800);
  await expect.poll(() => page.evaluate(() => document.scrollingElement!.scrollTop)).toBeGreaterThan(0);

  const newSession = await browser.newPage();
  await newSession.goto('/#/');
  const again = newSession.getByRole('dialog', { name: '温馨提示' });
  await expect(again).toBeVisible();
  await newSession.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await newSession.close();
});
