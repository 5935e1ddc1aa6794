/**
 * Draws the pictures the seeded content points at (game tiles, provider tiles, home banners, promotion
 * banners) into apps/server/static/media. Colours and ornaments come from a hash of each item's key.
 * Each is drawn as SVG and saved as WebP, rendered by Debian's Chromium: a phone shows a WebP with one
 * off-thread decode, while every SVG picture is a small document the page's main thread has to lay out
 * (with font fallback for its Chinese text) and paint, which cost the home screen about 100 ms of main
 * thread on a fast machine. Run after editing the seed lists:
 *
 *   node --import tsx apps/server/scripts/make-media.ts
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import type { GameCategory, ProviderCode } from '@lobby/contract';
import { ACTIVITY_CALL_TO_ACTION, SEED_ACTIVITIES, activityBannerPath } from '../src/content/seed/activities.ts';
import { BANNER_CALL_TO_ACTION, SEED_BANNERS, bannerImagePath } from '../src/content/seed/banners-and-notices.ts';
import { SEED_GAMES, gameImagePath } from '../src/content/seed/games.ts';
import { SEED_PROVIDER_TILES, providerTileImagePath } from '../src/content/seed/provider-tiles.ts';

const staticRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../static');
const CJK_FONTS = "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Source Han Sans SC',sans-serif";

/** FNV-1a: a stable 32-bit number per key. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function gradient(id: string, key: string): string {
  const hue = hash(key) % 360;
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},72%,56%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},78%,34%)"/></linearGradient>`;
}

/** A few soft circles placed by the key, so tiles of one category still differ. */
function sparkles(key: string, width: number, height: number): string {
  const seed = hash(`${key}:sparkles`);
  return [0, 1, 2]
    .map((i) => {
      const x = ((seed >>> (i * 8)) & 0xff) / 255 * width;
      const y = ((seed >>> (i * 8 + 4)) & 0xff) / 255 * height;
      const r = (width / 10) * (1 + i);
      return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="#fff" opacity="${(0.08 + i * 0.03).toFixed(2)}"/>`;
    })
    .join('');
}

type Motif = 'ball' | 'cards' | 'slots' | 'lottery' | 'chip' | 'controller' | 'fish';

const CATEGORY_MOTIFS: Readonly<Record<GameCategory, Motif>> = {
  sport: 'ball',
  realbet: 'cards',
  concise: 'slots',
  lottery: 'lottery',
  joker: 'chip',
  gaming: 'controller',
};

/** Shapes centred on (100, 88) of a 200 × 200 tile. */
const MOTIFS: Readonly<Record<Motif, string>> = {
  ball: `<circle cx="100" cy="88" r="46" fill="#fff"/><polygon points="100,66 121,81 113,106 87,106 79,81" fill="#1f2937"/><path d="M100 42v24M58 76l21 5M142 76l-21 5M74 126l13-20M126 126l-13-20" stroke="#1f2937" stroke-width="4"/>`,
  cards: `<rect x="58" y="46" width="58" height="80" rx="8" fill="#fff" transform="rotate(-12 87 86)"/><rect x="86" y="44" width="58" height="80" rx="8" fill="#fff" transform="rotate(10 115 84)"/><path d="M115 70c-10 10-18 16-18 24a9 9 0 0 0 15 6l-3 10h12l-3-10a9 9 0 0 0 15-6c0-8-8-14-18-24z" fill="#d81e06" transform="rotate(10 115 84)"/>`,
  slots: `<rect x="44" y="52" width="112" height="72" rx="12" fill="#fff"/><g font-family="Georgia,serif" font-size="40" font-weight="bold" fill="#d81e06" text-anchor="middle"><text x="67" y="102">7</text><text x="100" y="102">7</text><text x="133" y="102">7</text></g><path d="M83 58v60M117 58v60" stroke="#e5e7eb" stroke-width="3"/>`,
  lottery: `<circle cx="72" cy="96" r="24" fill="#fde047"/><circle cx="128" cy="96" r="24" fill="#fff"/><circle cx="100" cy="66" r="24" fill="#f87171"/><g font-family="Arial,sans-serif" font-size="20" font-weight="bold" fill="#1f2937" text-anchor="middle"><text x="72" y="103">3</text><text x="128" y="103">8</text><text x="100" y="73">6</text></g>`,
  chip: `<circle cx="100" cy="88" r="46" fill="#fff"/><circle cx="100" cy="88" r="38" fill="none" stroke="#d81e06" stroke-width="10" stroke-dasharray="14 10"/><circle cx="100" cy="88" r="24" fill="#d81e06"/><path d="M100 74l4 9h9l-7 6 3 9-9-5-9 5 3-9-7-6h9z" fill="#fff"/>`,
  controller: `<path d="M58 70h84a22 22 0 0 1 21 28l-8 26a12 12 0 0 1-20 4l-12-14H77l-12 14a12 12 0 0 1-20-4l-8-26a22 22 0 0 1 21-28z" fill="#fff"/><path d="M70 88h20M80 78v20" stroke="#1f2937" stroke-width="6" stroke-linecap="round"/><circle cx="124" cy="82" r="6" fill="#d81e06"/><circle cx="136" cy="94" r="6" fill="#2563eb"/>`,
  fish: `<path d="M50 88c20-30 66-34 96 0-30 34-76 30-96 0z" fill="#fff"/><path d="M146 88l22-20v40z" fill="#fff"/><circle cx="72" cy="82" r="6" fill="#1f2937"/><path d="M96 70c6 10 6 26 0 36M112 72c5 9 5 23 0 32" stroke="#93c5fd" stroke-width="4" fill="none"/>`,
};

function tile(key: string, motif: Motif, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><defs>${gradient('g', key)}</defs><rect width="200" height="200" rx="28" fill="url(#g)"/>${sparkles(key, 200, 200)}${MOTIFS[motif]}<text x="100" y="172" font-family="Arial,Helvetica,sans-serif" font-size="26" font-weight="bold" fill="#fff" text-anchor="middle" letter-spacing="2">${escapeXml(label)}</text></svg>\n`;
}

function banner(key: string, width: number, height: number, headline: string, tagline: string, button: string): string {
  // Long headlines shrink so they never run into the coin on the right.
  const size = Math.round(Math.min(height * 0.19, (width - 260) / headline.length));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${gradient('g', key)}</defs><rect width="${width}" height="${height}" fill="url(#g)"/>${sparkles(key, width, height)}<circle cx="${width - 90}" cy="${height / 2}" r="${height * 0.34}" fill="#fff" opacity="0.18"/><circle cx="${width - 90}" cy="${height / 2}" r="${height * 0.22}" fill="#fde047" opacity="0.9"/><text x="${width - 90}" y="${height / 2 + size * 0.35}" font-family="Georgia,serif" font-size="${size}" font-weight="bold" fill="#b45309" text-anchor="middle">¥</text><g font-family="${CJK_FONTS}" fill="#fff"><text x="40" y="${height * 0.42}" font-size="${size}" font-weight="bold">${escapeXml(headline)}</text><text x="40" y="${height * 0.62}" font-size="${Math.round(size * 0.5)}" opacity="0.92">${escapeXml(tagline)}</text></g><rect x="40" y="${height * 0.72}" width="${size * 3.4}" height="${size * 0.9}" rx="${size * 0.45}" fill="#fde047"/><text x="${40 + size * 1.7}" y="${height * 0.72 + size * 0.62}" font-family="${CJK_FONTS}" font-size="${Math.round(size * 0.45)}" font-weight="bold" fill="#92400e" text-anchor="middle">${escapeXml(button)}</text></svg>\n`;
}

const PROVIDER_LABELS: Readonly<Record<ProviderCode, [Motif, string]>> = {
  obgdy: ['fish', 'OB'],
  fgdz: ['slots', 'FG'],
  pp: ['slots', 'PP'],
  ae: ['slots', 'AE'],
  pg: ['slots', 'PG'],
  fgfish: ['fish', 'FG'],
};

/** WebP quality: the gradients and text stay clean at 0.7, and a 750 x 300 banner is about 10 KB. */
const WEBP_QUALITY = 0.7;
const pictures: Array<{ publicPath: string; svg: string }> = [];

function write(publicPath: string, svg: string): void {
  pictures.push({ publicPath, svg });
}

/** Draws every SVG at its own size on a canvas in Chromium and saves the canvas as WebP. */
async function saveAsWebp(): Promise<void> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    for (const { publicPath, svg } of pictures) {
      const dataUrl = await page.evaluate(async ([source, quality]) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        canvas.width = image.naturalWidth;
        canvas.height = image.naturalHeight;
        canvas.getContext('2d')!.drawImage(image, 0, 0);
        return canvas.toDataURL('image/webp', quality);
      }, [svg, WEBP_QUALITY] as const);
      if (!dataUrl.startsWith('data:image/webp;base64,')) throw new Error(`Chromium did not encode ${publicPath} as WebP`);
      const file = join(staticRoot, publicPath);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
  } finally {
    await browser.close();
  }
}

/** A banner's headline is its tagline's first part: "首存加赠100% · 最高1888元" shows "首存加赠100%". */
function taglineLead(tagline: string): string {
  const cut = tagline.indexOf(' · ');
  return cut === -1 ? tagline : tagline.slice(0, cut);
}

for (const folder of ['games', 'tiles', 'banners', 'activities']) rmSync(join(staticRoot, 'media', folder), { recursive: true, force: true });

for (const game of SEED_GAMES) {
  write(gameImagePath(game), tile(`${game.platform_name}:${game.game_code}`, CATEGORY_MOTIFS[game.category_id], game.platform_name.toUpperCase()));
}
for (const providerTile of SEED_PROVIDER_TILES) {
  const [motif, label] = PROVIDER_LABELS[providerTile.provider_code];
  write(providerTileImagePath(providerTile), tile(`${providerTile.provider_code}:${providerTile.game_code}`, motif, label));
}
for (const homeBanner of SEED_BANNERS) {
  write(bannerImagePath(homeBanner), banner(homeBanner.seed_key, 750, 300, homeBanner.headline, homeBanner.tagline, BANNER_CALL_TO_ACTION));
}
for (const activity of SEED_ACTIVITIES) {
  write(activityBannerPath(activity), banner(activity.seed_key, 750, 280, taglineLead(activity.tagline), activity.title, ACTIVITY_CALL_TO_ACTION));
}
await saveAsWebp();
console.log(`${pictures.length} pictures written to ${join(staticRoot, 'media')}`);
