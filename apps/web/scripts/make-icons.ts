/**
 * Draws the home-screen icon (添加到主屏幕) from one SVG: the brand's gold mark on the navy chrome of
 * tokens.css, full-bleed (iOS rounds the corners itself), rendered by Debian's Chromium and saved as PNG,
 * the format iOS asks for. Run after changing the brand colours:
 *
 *   node --import tsx apps/web/scripts/make-icons.ts
 */
import { writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../public');
const CHROME = '#141a31';
const GOLD = '#e9c46a';
const GOLD_DEEP = '#c9a24a';

const iconSvg = (size: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 180 180">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1f2747"/><stop offset="1" stop-color="${CHROME}"/></linearGradient>
    <linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f3d98b"/><stop offset="1" stop-color="${GOLD_DEEP}"/></linearGradient>
  </defs>
  <rect width="180" height="180" fill="url(#bg)"/>
  <circle cx="90" cy="90" r="58" fill="none" stroke="${GOLD}" stroke-opacity="0.35" stroke-width="3"/>
  <rect x="52" y="52" width="76" height="76" rx="20" fill="url(#gold)"/>
  <path d="M76 70v40h28" fill="none" stroke="${CHROME}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>
</svg>`;

const ICONS = [{ file: 'apple-touch-icon.png', size: 180 }];

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  const page = await browser.newPage();
  for (const { file, size } of ICONS) {
    await page.setViewportSize({ width: size, height: size });
    await page.setContent(`<style>html,body{margin:0}</style>${iconSvg(size)}`);
    writeFileSync(join(publicDir, file), await page.locator('svg').screenshot({ type: 'png' }));
    console.log(`${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
