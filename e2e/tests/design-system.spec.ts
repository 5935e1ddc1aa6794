import { expect, test, type Page } from '@playwright/test';
import { demoMember, logIn } from '../support/app.ts';

/** A token's value as the page resolves it (tokens.css). */
const token = (page: Page, name: string) =>
  page.evaluate((variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(), name);

test('添加到主屏幕 shows the brand: an apple-touch-icon of 180 px and the chrome colour as theme colour', async ({ page, request }) => {
  await page.goto('/#/login');
  const href = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect(href).toBeTruthy();
  const icon = await request.get(new URL(href!, page.url()).href);
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/png');
  const png = await icon.body();
  // PNG header: width and height are the big-endian words at bytes 16 and 20.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([180, 180]);

  const themeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');
  expect(themeColour?.toLowerCase()).toBe((await token(page, '--lobby-color-chrome')).toLowerCase());
});

test('page headers are drawn in the chrome colour with white titles, as the home top', async ({ page }) => {
  await page.goto('/#/login?redirect=%2Fvip');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/vip/);
  const header = page.locator('header').first();
  await expect(header).toBeVisible();
  const [background, colour] = await header.evaluate((element) => {
    const style = getComputedStyle(element);
    return [style.backgroundColor, style.color];
  });
  expect(background).toBe('rgb(20, 26, 49)');
  expect(colour).toBe('rgb(255, 255, 255)');
});

test('a dialog the page opens by itself shows no ring on its container; a control reached by keyboard does', async ({ page }) => {
  await page.goto('/#/');
  const popup = page.getByRole('dialog', { name: '温馨提示' });
  await expect(popup).toBeVisible();
  // What holds the focus once the welcome popup opened: not a control, so no outline.
  const container = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) return null;
    return { tag: active.tagName, inDialog: !!active.closest('[role="dialog"]'), outline: getComputedStyle(active).outlineStyle };
  });
  if (container && !['BUTTON', 'A', 'INPUT'].includes(container.tag)) expect(container.outline).toBe('none');

  await page.keyboard.press('Tab');
  const control = await page.evaluate(() => {
    const active = document.activeElement as HTMLElement;
    return { inDialog: !!active.closest('[role="dialog"]'), outline: getComputedStyle(active).outlineStyle, tag: active.tagName };
  });
  expect(control.inDialog).toBe(true);
  expect(['BUTTON', 'A']).toContain(control.tag);
  expect(control.outline).not.toBe('none');
});

test('the wait behind a member-centre menu is a light chip: the page stays visible, not dimmed', async ({ page }) => {
  // Hold the call the menu's loading covers, so the chip can be seen.
  await page.goto('/#/login?redirect=%2Fmine');
  await logIn(page, demoMember.account, demoMember.password);
  await expect(page).toHaveURL(/#\/mine$/);
  await page.evaluate(() => {
    const seen: Array<{ backdrop: string; chip: string; width: number }> = [];
    (window as unknown as { loadingSeen: typeof seen }).loadingSeen = seen;
    new MutationObserver(() => {
      const overlay = document.querySelector<HTMLElement>('[role="status"][aria-label="加载中"]');
      if (!overlay || seen.length) return;
      const chip = overlay.firstElementChild as HTMLElement;
      seen.push({
        backdrop: getComputedStyle(overlay).backgroundColor,
        chip: getComputedStyle(chip).backgroundColor,
        width: chip.getBoundingClientRect().width,
      });
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('button', { name: '交易记录' }).or(page.getByRole('link', { name: '交易记录' })).first().click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { loadingSeen: unknown[] }).loadingSeen.length)).toBe(1);
  const [seen] = await page.evaluate(() => (window as unknown as { loadingSeen: Array<{ backdrop: string; chip: string; width: number }> }).loadingSeen);
  expect(seen!.backdrop).toBe('rgba(0, 0, 0, 0)');
  expect(seen!.chip).not.toBe('rgba(0, 0, 0, 0)');
  expect(seen!.width).toBeLessThan(100);
});

test.describe('one style per control', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
  });

  /**
   * The card that holds the shown page's first text field: its inset from the screen's edges and its corners
   * (null while no such card is on screen). A page kept alive under another, or still on screen while the
   * next one renders, is not the one measured: the field must be visible, and the callers poll until the
   * reading is the card they expect, so that the page before a navigation is never the one compared.
   */
  async function fieldCard(page: Page) {
    const field = page.locator('input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"])').filter({ visible: true }).first();
    if (!(await field.count())) return null;
    return field.evaluate((input: HTMLInputElement) => {
      let card = input.parentElement;
      while (card && getComputedStyle(card).borderTopLeftRadius === '0px') card = card.parentElement;
      if (!card) return null;
      const box = card.getBoundingClientRect();
      return {
        left: box.left, right: window.innerWidth - box.right, radius: getComputedStyle(card).borderTopLeftRadius,
        field: input.placeholder || input.name || input.id,
      };
    }).catch(() => null); // a re-render detached the field between finding and reading it: read again
  }

  const INSET_CARD = { left: 12, right: 12, radius: '12px' };

  test('every member form sits in the same inset card', async ({ page }) => {
    await page.goto('/#/login?redirect=%2Fpassword');
    // The sign-in screens keep their own side margins, with the same corners.
    let previous = '';
    await expect.poll(async () => {
      const card = await fieldCard(page);
      previous = card?.field ?? '';
      return card?.radius;
    }).toBe('12px');
    await logIn(page, demoMember.account, demoMember.password);
    await expect(page).toHaveURL(/#\/password$/);
    for (const path of ['/password', '/userInfo', '/applyagent']) {
      if (path !== '/password') await page.goto(`/#${path}`);
      // The reading of this page's own field (each page's first field is another), not the page's before it.
      let shown = null as Awaited<ReturnType<typeof fieldCard>>;
      await expect.poll(async () => {
        const card = await fieldCard(page);
        shown = card && card.field !== previous ? card : null;
        return shown && { left: shown.left, right: shown.right, radius: shown.radius };
      }, { message: `the first field's card on ${path}` }).toEqual(INSET_CARD);
      previous = shown!.field;
    }
  });

  test('全部金额 looks the same on /transfer and /withdrawal, and the secondary actions of /login and /register too', async ({ page }) => {
    const looks = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor, style.borderTopWidth, style.borderTopColor, style.fontSize, style.fontWeight].join(' ');
    });
    await page.goto('/#/login?redirect=%2Ftransfer');
    const register = await looks(page.getByRole('link', { name: '免费注册' }));
    await logIn(page, demoMember.account, demoMember.password);
    await expect(page).toHaveURL(/#\/transfer$/);
    const onTransfer = await looks(page.getByRole('button', { name: '全部金额' }));
    await page.goto('/#/withdrawal');
    const onWithdrawal = await looks(page.getByRole('button', { name: '全部金额' }));
    expect(onWithdrawal).toBe(onTransfer);

    // Signed out (the session lives in session storage), since /register sends a member home.
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/#/register');
    await page.reload();
    expect(await looks(page.getByRole('link', { name: '去登录' }))).toBe(register);
  });
});

/** A colour token as the browser draws it (rgb(...)), for comparing with a computed colour. */
const tokenColour = (page: Page, name: string) => page.evaluate((variable) => {
  const probe = document.createElement('i');
  probe.style.color = `var(${variable})`;
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour;
}, name);

test.describe('headers clear the notch', () => {
  // A phone with a 30 px safe area at the top: the app reads the inset through this one token (tokens.css).
  const SAFE_TOP = 30;
  test.beforeEach(async ({ page }) => {
    await page.addInitScript((px) => {
      document.addEventListener('DOMContentLoaded', () => {
        const style = document.createElement('style');
        style.textContent = `html:root:root { --lobby-safe-top: ${px}px; }`;
        document.head.append(style);
      });
    }, SAFE_TOP);
  });

  /** The top of what a header draws, which must start below the safe area. */
  const topOf = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => element.getBoundingClientRect().top);

  test('the download banner, the login ×, /zhanzhu, the game bar and the help centre start below the safe area, as home does', async ({ page }) => {
    await page.addInitScript(() => sessionStorage.setItem('lobby.welcomeShown', '1'));
    await page.goto('/#/');
    expect(await topOf(page.getByRole('button', { name: '菜单' }))).toBeGreaterThanOrEqual(SAFE_TOP);
    const banner = page.getByRole('complementary', { name: '下载APP，随时随地畅玩' });
    // What the strip draws (its tap targets reach a little past it, as in the strip without a notch).
    expect(await topOf(banner.getByRole('button').locator('svg'))).toBeGreaterThanOrEqual(SAFE_TOP);
    expect(await topOf(banner.getByRole('link').locator('span'))).toBeGreaterThanOrEqual(SAFE_TOP);

    await page.goto('/#/login');
    expect(await topOf(page.getByRole('button', { name: '关闭' }))).toBeGreaterThanOrEqual(SAFE_TOP);

    await page.goto('/#/zhanzhu');
    for (const link of await page.locator('header').getByRole('link').all()) expect(await topOf(link)).toBeGreaterThanOrEqual(SAFE_TOP);

    await page.goto('/#/securitycenter');
    expect(await topOf(page.getByRole('button', { name: '返回' }))).toBeGreaterThanOrEqual(SAFE_TOP);

    // Last: leaving /gamePage by its address counts as going back, which goes home.
    await page.goto('/#/gamePage?dailiD=2');
    expect(await topOf(page.getByRole('button', { name: '首页' }))).toBeGreaterThanOrEqual(SAFE_TOP);
  });
});

test('/zhanzhu, /kefu and the game bar are drawn in the chrome colours, not white, red or the action blue', async ({ page }) => {
  const colours = (locator: ReturnType<Page['locator']>) => locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { background: style.backgroundColor, colour: style.color };
  });
  await page.goto('/#/zhanzhu');
  const chrome = await tokenColour(page, '--lobby-color-chrome');
  const onChrome = await tokenColour(page, '--lobby-color-on-chrome');
  const header = page.locator('header').first();
  expect((await colours(header)).background).toBe(chrome);
  for (const link of await header.getByRole('link').all()) expect((await colours(link)).colour).toBe(onChrome);

  // The chat /kefu frames: its band in the raised chrome, its actions in the action colour (tokens.css).
  await page.goto('/#/kefu');
  const chat = page.frameLocator('iframe[title="在线客服窗口"]');
  const [raised, primary, onPrimary] = await Promise.all(
    ['--lobby-color-chrome-raised', '--lobby-color-primary', '--lobby-color-on-primary'].map((name) => tokenColour(page, name)),
  );
  expect(await colours(chat.locator('header'))).toEqual({ background: raised, colour: onChrome });
  expect(await colours(chat.getByRole('button', { name: '发送' }))).toEqual({ background: primary, colour: onPrimary });
  expect((await colours(chat.getByRole('button', { name: '如何提款' }))).colour).toBe(primary);

  // Last: leaving /gamePage by its address counts as going back, which goes home.
  await page.goto('/#/gamePage?dailiD=2');
  expect((await colours(page.getByRole('navigation').filter({ has: page.getByRole('button', { name: '首页' }) }))).background).toBe(chrome);
  expect((await colours(page.getByRole('button', { name: '首页' }))).colour).toBe(onChrome);
});
