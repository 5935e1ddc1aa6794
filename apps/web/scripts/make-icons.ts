/**
 * Draws a brand's home-screen icons (添加到主屏幕, the install prompt) from its square `icon.svg`,
 * rendered by Debian's Chromium and saved as PNG, the format iOS and Android ask for:
 *
 *   node --import tsx apps/web/scripts/make-icons.ts brands/<id>
 *
 * apple-touch-icon.png (180, full-bleed: iOS rounds the corners), icon-192.png and icon-512.png, and
 * icon-maskable-512.png: the art in the middle 80 % on the brand's background colour, the safe zone a
 * launcher may cut to a circle or a squircle.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright-core';

const folder = resolve(process.argv[2] ?? 'brands/lobby');
const brand = JSON.parse(readFileSync(join(folder, 'brand.json'), 'utf8')) as { backgroundColor: string };
const art = readFileSync(join(folder, 'icon.svg'), 'utf8');

const ICONS = [
  { file: 'apple-touch-icon.png', size: 180, inset: 0 },
  { file: 'icon-192.png', size: 192, inset: 0 },
  { file: 'icon-512.png', size: 512, inset: 0 },
  { file: 'icon-maskable-512.png', size: 512, inset: 0.1 },
];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, size, inset } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    const padding = Math.round(size * inset);
    await page.setContent(`<style>html,body{margin:0}#icon{width:${size}px;height:${size}px;box-sizing:border-box;padding:${padding}px;background:${brand.backgroundColor}}#icon svg{display:block;width:100%;height:100%}</style><div id="icon">${art}</div>`);
    writeFileSync(join(folder, file), await page.locator('#icon').screenshot({ type: 'png' }));
    console.log(`${join(folder, file)}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
