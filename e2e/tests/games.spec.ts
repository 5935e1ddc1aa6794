import { expect, test, type Page } from '@playwright/test';
import { messages, PLATFORM_WALLET, type VenueWallet } from '@lobby/contract';
import { demoMember, expectLoginOffer, logIn, sessionToken } from '../support/app.ts';

test('a visitor browses the provider lists and is asked to log in on a tile', async ({ page }) => {
  await page.goto('/#/concise');
  await expect(page.getByRole('button', { name: '捕鱼大亨' })).toBeVisible();
  await expect(page.getByRole('status', { name: '加载中' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'PP电子' }).click();
  await expect(page).toHaveURL(/#\/concise\?gamecode=pp$/);
  await expect(page.getByRole('button').filter({ has: page.locator('img') }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'OB捕鱼' }).click();
  await page.getByRole('button', { name: '捕鱼大亨' }).click();
  // 请登录！ offers the login, which brings the visitor back to this list.
  await expectLoginOffer(page, '立即登录');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fconcise%3Fgamecode%3Dobgdy$/);
});

test('a member taps a tile and lands on the demo venue', async ({ page }) => {
  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/concise?gamecode=obgdy');
  await page.getByRole('button', { name: '捕鱼大亨' }).click();
  await expect(page).toHaveURL(/\/demo-venue\/play/);
  await expect(page.getByRole('heading', { name: '捕鱼大亨' })).toBeVisible();
});

test('/gamePage frames the agent login page and customer service; back goes home', async ({ page }) => {
  await page.goto('/#/activity');
  await page.goto('/#/gamePage?dailiD=1');
  await expect(page.frameLocator('iframe[title="游戏窗口"]').getByRole('heading', { name: '代理后台' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/#\/$/);

  await page.goto('/#/gamePage?dailiD=2');
  await expect(page.frameLocator('iframe[title="游戏窗口"]').getByRole('heading', { name: '在线客服' })).toBeVisible();
  await page.getByRole('button', { name: '首页' }).click();
  await expect(page).toHaveURL(/#\/$/);
});

/** The demo member signed in, on /gamePage with 泛亚电竞's lobby in the frame; answers the frame. */
async function openAviaLobby(page: Page) {
  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  await page.goto('/#/gamePage?name=avia&type=0&code=lobby');
  const venue = page.frameLocator('iframe[title="游戏窗口"]');
  await expect(venue.getByRole('heading', { name: '泛亚电竞' })).toBeVisible();
  return venue;
}

test('返回大厅 inside the /gamePage frame takes the whole window back to home, not the lobby into the frame', async ({ page }) => {
  const venue = await openAviaLobby(page);
  await venue.getByRole('link', { name: '返回大厅' }).click();
  await expect(page.getByRole('button', { name: '菜单' })).toBeVisible();
  await expect(page).not.toHaveURL(/gamePage/);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('a frame that lands on the lobby\'s own page is noticed by the game page, even when that page never runs', async ({ page }) => {
  const venue = await openAviaLobby(page);
  // The lobby's address answers a page without the app's code (an old build, a page that failed to load):
  // only the game page's own check can take the window home.
  const lobby = new URL('/', page.url()).href;
  await page.route(lobby, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>lobby</title>' }));
  await venue.getByRole('link', { name: '返回大厅' }).click();
  await expect(page).not.toHaveURL(/gamePage/);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('/gamePage?app=1 opens the download address in the whole window, not in a frame', async ({ page }) => {
  const downloadUrl = 'https://example.com/download/lobby-ios';
  await page.route(downloadUrl, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><h1>download stub</h1>' }));
  await page.goto('/#/gamePage?app=1');
  await expect(page).toHaveURL(downloadUrl);
  await expect(page.getByRole('heading', { name: 'download stub' })).toBeVisible();
});

test('a member funds a venue, plays demo rounds on its balance and recovers the rest', async ({ page, request }) => {
  await page.goto('/#/login');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/$/);
  const headers = { authorization: `Bearer ${await sessionToken(page)}` };
  const venueBalance = async () => {
    const venues: VenueWallet[] = (await (await request.post('/api/balancelist2', { headers, data: {} })).json()).data;
    return venues.find((venue) => venue.platname === 'obgdy')!.balance;
  };
  const moved = await request.post('/api/transfer', { headers, data: { amount: 100, sourcetype: PLATFORM_WALLET, targettype: 'obgdy' } });
  expect((await moved.json()).code).toBe(200);

  await page.goto('/#/concise?gamecode=obgdy');
  await page.getByRole('button', { name: '捕鱼大亨' }).click();
  await expect(page).toHaveURL(/\/demo-venue\/play/);
  const shownBalance = page.locator('#balance');
  await expect(shownBalance).toHaveText('100.00');

  // A bet above the venue balance moves nothing.
  await page.getByLabel(messages.demoVenue.betAmount).fill('100.01');
  await page.getByRole('button', { name: messages.demoVenue.spin }).click();
  await expect(page.getByRole('status')).toHaveText(messages.server.insufficientBalance);
  expect(await venueBalance()).toBe(100);

  // Three rounds of 10: whatever the reels say, the page and the ledger agree.
  await page.getByLabel(messages.demoVenue.betAmount).fill('10');
  for (let round = 0; round < 3; round++) {
    await page.getByRole('button', { name: messages.demoVenue.spin }).click();
    await expect(page.getByRole('status')).not.toHaveText('');
    await expect(page.getByRole('button', { name: messages.demoVenue.spin })).toBeEnabled();
    expect(Number(await shownBalance.textContent())).toBe(await venueBalance());
  }

  const recovered = await request.post('/api/transall', { headers, data: {} });
  expect((await recovered.json()).code).toBe(200);
  expect(await venueBalance()).toBe(0);
});
