import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { drawPictures } from '../../scripts/media-art.ts';
import { LANDING_POSTERS, LIVE_ENTRY_PICTURE, SECURITY_POSTERS, VENUE_POSTERS } from '../../scripts/media-texts.ts';
import { SEED_ACTIVITIES, activityBannerPath } from '../../src/content/seed/activities.ts';
import { SEED_BANNERS, bannerImagePath } from '../../src/content/seed/banners-and-notices.ts';
import { PICTURE_LOCALES, pictureIn } from '../../src/content/seed/picture-language.ts';
import { SEED_GAMES, gameImagePath } from '../../src/content/seed/games.ts';
import { SEED_PROVIDER_TILES, providerTileImagePath } from '../../src/content/seed/provider-tiles.ts';

const ROOTS = {
  static: fileURLToPath(new URL('../../static', import.meta.url)),
  web: fileURLToPath(new URL('../../../web/public', import.meta.url)),
};
const TILE_BUDGET = 8 * 1024;
const CJK = /[\u4e00-\u9fff]/;

const gamePaths = [...SEED_GAMES.map(gameImagePath), ...SEED_PROVIDER_TILES.map(providerTileImagePath)];
const promotionPaths = [...SEED_BANNERS.map(bannerImagePath), ...SEED_ACTIVITIES.map(activityBannerPath)];
/** Home banners and promotion pictures are drawn in every language the seed points at, beside the zh-CN file. */
const translatedPaths = promotionPaths.flatMap((path) => PICTURE_LOCALES.map((locale) => pictureIn(path, locale)));
const seededPaths = [...gamePaths, ...promotionPaths, ...translatedPaths];
const webPaths = [...[...LANDING_POSTERS, ...SECURITY_POSTERS, ...VENUE_POSTERS].map((poster) => poster.file), LIVE_ENTRY_PICTURE];
const read = (root: keyof typeof ROOTS, path: string) => readFileSync(`${ROOTS[root]}/${path}`);

/** A WebP's width and height from its VP8/VP8L/VP8X header. */
function webpSize(file: Buffer): { width: number; height: number } {
  const chunk = file.toString('ascii', 12, 16);
  if (chunk === 'VP8 ') return { width: file.readUInt16LE(26) & 0x3fff, height: file.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = file.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return { width: file.readUIntLE(24, 3) + 1, height: file.readUIntLE(27, 3) + 1 };
}

describe('the seeded artwork (scripts/make-media.ts)', () => {
  it('has a WebP file on disk for every seeded picture address and every /zhanzhu and /security picture', () => {
    expect(seededPaths.length).toBeGreaterThan(100);
    const missing = [...seededPaths.map((path) => `static${path}`), ...webPaths.map((path) => `web/${path}`)]
      .filter((path) => !existsSync(path.startsWith('static') ? `${ROOTS.static}${path.slice(6)}` : `${ROOTS.web}/${path.slice(4)}`));
    expect(missing).toEqual([]);
    for (const path of seededPaths) expect(read('static', path).toString('ascii', 8, 12), path).toBe('WEBP');
    for (const path of webPaths) expect(read('web', path).toString('ascii', 8, 12), path).toBe('WEBP');
  });

  it('draws no two game or venue pictures alike, each a 200 px tile within 8 KB', () => {
    const byDigest = new Map<string, string>();
    for (const path of gamePaths) {
      const file = read('static', path);
      expect(webpSize(file), path).toEqual({ width: 200, height: 200 });
      expect(file.length, path).toBeLessThanOrEqual(TILE_BUDGET);
      const digest = createHash('sha256').update(file).digest('hex');
      expect(byDigest.get(digest), `${path} repeats`).toBeUndefined();
      byDigest.set(digest, path);
    }
  });

  it('draws a different main object for every game of one venue, not one scene recoloured', () => {
    const motifs = new Map(drawPictures().map((picture) => [picture.path, picture.motif]));
    const venues = new Map<string, Array<[game: string, motif: string | undefined]>>();
    const add = (venue: string, game: string, path: string) => venues.set(venue, [...venues.get(venue) ?? [], [game, motifs.get(path)]]);
    for (const game of SEED_GAMES) add(`games of ${game.platform_name}`, game.game_code, gameImagePath(game));
    for (const tile of SEED_PROVIDER_TILES) add(`tiles of ${tile.provider_code}`, tile.game_code, providerTileImagePath(tile));
    expect(venues.size).toBeGreaterThan(15);
    const repeats = [...venues].flatMap(([venue, games]) => games
      .filter(([, motif], index) => motif === undefined || games.findIndex(([, other]) => other === motif) !== index)
      .map(([game, motif]) => `${venue}: ${game} repeats ${motif}`));
    expect(repeats).toEqual([]);
  });

  it('writes each game\'s and venue tile\'s Chinese name on its picture, never the venue\'s initials alone', () => {
    const pictures = new Map(drawPictures().map((picture) => [picture.path, picture]));
    for (const game of SEED_GAMES) expect(pictures.get(gameImagePath(game))?.svg).toContain(`>${game.name}</text>`);
    for (const tile of SEED_PROVIDER_TILES) {
      const svg = pictures.get(providerTileImagePath(tile))!.svg;
      expect(svg).toContain(`>${tile.game_name}</text>`);
      // Every word drawn has Chinese in it: "OB捕鱼", not "OB".
      for (const [, word] of svg.matchAll(/>([^<>]+)<\/text>/g)) if (/[A-Z]{2}/.test(word!)) expect(word).toMatch(CJK);
    }
  });

  it('draws no English-only words on a Chinese picture: every text with Latin letters also has Chinese', () => {
    const pictures = drawPictures();
    expect(pictures.map((picture) => picture.path)).toEqual(expect.arrayContaining([...seededPaths, ...webPaths]));
    for (const picture of pictures.filter((drawn) => drawn.locale !== 'en')) {
      for (const text of picture.texts) expect(text, picture.path).toMatch(CJK);
      // A brand beside Chinese reads as Chinese ("BBIN百家乐"); a card's "A" or "10" is no word.
      for (const [, word] of picture.svg.matchAll(/>([^<>]+)<\/text>/g)) if (/[A-Za-z]{2,}/.test(word!)) expect(word, picture.path).toMatch(CJK);
    }
  });

  it('draws each home banner and promotion picture in English with no Han character, and in Traditional Chinese with its own words', () => {
    const pictures = new Map(drawPictures().map((picture) => [picture.path, picture]));
    for (const path of promotionPaths) {
      const english = pictures.get(pictureIn(path, 'en'));
      const traditional = pictures.get(pictureIn(path, 'zh-TW'));
      expect(english?.locale, path).toBe('en');
      for (const text of english!.texts) expect(text, path).not.toMatch(CJK);
      expect(traditional?.locale, path).toBe('zh-TW');
      for (const text of traditional!.texts) expect(text, path).toMatch(CJK);
      expect(traditional!.texts.join(), path).not.toMatch(/[会员红礼门开详参与级专属赠]/);
    }
  });

  it('keeps every language of a promotion picture the zh-CN one\'s size, within 1.5 times its bytes', () => {
    for (const path of promotionPaths) {
      const own = read('static', path);
      for (const locale of PICTURE_LOCALES) {
        const drawn = read('static', pictureIn(path, locale));
        expect(webpSize(drawn), `${path} ${locale}`).toEqual(webpSize(own));
        expect(drawn.length, `${path} ${locale}`).toBeLessThanOrEqual(own.length * 1.5);
      }
    }
  });
});
