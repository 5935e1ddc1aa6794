import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eServer } from '../support/e2e-server.ts';

// Issue 14: one build, two brands, by host. brands/jade lists jade.localhost, which the browser resolves
// to this machine; every other host is the default brand (brands/lobby).
const brandsDir = join(import.meta.dirname, '../../brands');
const brandFile = (id: string, file: string) => readFileSync(join(brandsDir, id, file));
const brands = [
  { id: 'lobby', url: e2eServer.url, primary: '#2a4bd7', title: 'Lobby 娱乐', lang: 'zh-CN', home: '首页' },
  { id: 'jade', url: `http://jade.localhost:${e2eServer.port}`, primary: '#0a7d61', title: '翡翠娱乐', lang: 'zh-TW', home: '首頁' },
];

const primaryOf = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--adm-color-primary').trim());

for (const brand of brands) {
  test(`${brand.id}: its colours, name, language, icon and manifest, before and after the app starts`, async ({ page }) => {
    await page.goto(`${brand.url}/`);
    await expect(page.locator('html')).toHaveAttribute('data-brand', brand.id);
    await expect(page.locator('html')).toHaveAttribute('lang', brand.lang);
    expect(await primaryOf(page)).toBe(brand.primary);
    await expect(page.getByRole('navigation').last()).toContainText(brand.home);
    await expect(page).toHaveTitle(brand.title);

    // Fetched by the page itself: only the browser resolves jade.localhost to this machine.
    const icon = await page.evaluate(async () => {
      const href = document.querySelector<HTMLLinkElement>('link[rel="apple-touch-icon"]')!.href;
      return [...new Uint8Array(await (await fetch(href)).arrayBuffer())];
    });
    expect(Buffer.from(icon).equals(brandFile(brand.id, 'apple-touch-icon.png'))).toBe(true);
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href)).json());
    expect(manifest.name).toBe(JSON.parse(brandFile(brand.id, 'brand.json').toString()).name);
    expect(manifest.theme_color).toBe(JSON.parse(brandFile(brand.id, 'brand.json').toString()).themeColor);

    // The brand's colour reaches what a member sees: the header's login button is drawn in it.
    const login = page.getByRole('link', { name: /^(登录|登入)$/ }).first();
    await expect(login).toBeVisible();
  });
}
