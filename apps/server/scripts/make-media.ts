/**
 * Writes the pictures of scripts/media-art.ts (game tiles, provider tiles, home banners, promotion
 * banners into apps/server/static/media; the /zhanzhu carousel and the /security banners into
 * apps/web/public/landing and apps/web/public/security) as WebP, rendered by Debian's Chromium: a phone
 * shows a WebP with one off-thread decode, while every SVG picture is a small document the page's main
 * thread has to lay out (with font fallback for its Chinese text) and paint, which cost the home screen
 * about 100 ms of main thread on a fast machine. Run after editing the seed lists or the drawings:
 *
 *   node --import tsx apps/server/scripts/make-media.ts [--sheet contact-sheet.png]
 *
 * With --sheet it also renders every picture it wrote onto one contact sheet, to judge them together.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { drawPictures } from './media-art.ts';

const here = dirname(fileURLToPath(import.meta.url));
const ROOTS = { static: resolve(here, '../static'), web: resolve(here, '../../web/public') } as const;

/** WebP quality: the gradients and text stay clean at 0.6; a 200 px tile stays under 8 KB. */
const TILE_QUALITY = 0.6;
/** The wide pictures are only ever shown as a carousel or a list: 0.5 keeps a 750 px one at about 13 KB. */
const WIDE_QUALITY = 0.5;

const pictures = drawPictures().map(({ root, path, svg }) => ({
  file: join(ROOTS[root], path),
  svg,
  quality: svg.includes('width="200" height="200"') ? TILE_QUALITY : WIDE_QUALITY,
}));

/** Draws every SVG at its own size on a canvas in Chromium and saves the canvas as WebP. */
async function saveAsWebp(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const { file, svg, quality } of pictures) {
      const dataUrl = await page.evaluate(async ([source, q]) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', q);
      }, [svg, quality] as const);
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`Chromium did not encode ${file} as WebP`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
  } finally {
    await browser.close();
  }
}

for (const folder of ['games', 'tiles', 'banners', 'activities']) rmSync(join(ROOTS.static, 'media', folder), { recursive: true, force: true });
for (const folder of ['landing', 'security']) rmSync(join(ROOTS.web, folder), { recursive: true, force: true });
await saveAsWebp();
console.log(`${pictures.length} pictures written`);

const sheetFlag = process.argv.indexOf('--sheet');
if (sheetFlag !== -1) await contactSheet(resolve(process.argv[sheetFlag + 1] ?? 'contact-sheet.png'));

/** All pictures on one page, tiles at 120 px and wide pictures at 360 px, screenshot to `target`. */
async function contactSheet(target: string): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'media-sheet-'));
  const cells = pictures.map(({ file, svg }) => `<img src="file://${file}" width="${svg.includes('width="200" height="200"') ? 120 : 360}">`);
  writeFileSync(join(folder, 'sheet.html'), `<body style="margin:8px;background:#1b1b24;display:flex;flex-wrap:wrap;gap:6px;align-items:flex-start">${cells.join('')}</body>`);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage({ viewport: { width: 1120, height: 800 } });
    await page.goto(`file://${join(folder, 'sheet.html')}`);
    await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    await page.screenshot({ path: target, fullPage: true });
    console.log(`contact sheet: ${target}`);
  } finally {
    await browser.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
