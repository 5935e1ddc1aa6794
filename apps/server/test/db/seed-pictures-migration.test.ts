import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up as pictureMigration } from '../../src/db/migrations/0010_seed_pictures_webp.ts';
import { seed } from '../../src/db/seed.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

const staticRoot = fileURLToPath(new URL('../../static', import.meta.url));

describe.each(testTargets)('seeded pictures on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
    await seed(database.db);
  });
  afterAll(() => database?.dispose());

  it('are WebP files that exist under static/media', async () => {
    const { db } = database;
    const addresses = [
      ...(await db.selectFrom('games').select('mobile_img as address').execute()),
      ...(await db.selectFrom('provider_games').select('gamepic as address').execute()),
      ...(await db.selectFrom('banners').select('src as address').execute()),
      ...(await db.selectFrom('activities').select('banner as address').execute()),
    ].map((row) => row.address);
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      expect(address).toMatch(/^\/media\/(games|tiles|banners|activities)\/[^/]+\.webp$/);
      expect(existsSync(`${staticRoot}${address}`), address).toBe(true);
    }
  });

  it('move a database seeded with the old SVG addresses to WebP and leave an operator\'s own pictures alone', async () => {
    const { db } = database;
    const banner = await db.selectFrom('banners').select(['id', 'src']).orderBy('id').executeTakeFirstOrThrow();
    const game = await db.selectFrom('games').select(['id', 'mobile_img']).orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('banners').set({ src: banner.src.replace(/\.webp$/, '.svg') }).where('id', '=', banner.id).execute();
    await db.updateTable('games').set({ mobile_img: '/media/avatars/own-game.svg' }).where('id', '=', game.id).execute();
    const [tile] = await db.selectFrom('provider_games').select(['id', 'gamepic']).orderBy('id').execute();
    await db.updateTable('provider_games').set({ gamepic: 'https://cdn.example.com/media/tiles/x.svg' }).where('id', '=', tile!.id).execute();

    await pictureMigration(db);

    expect((await db.selectFrom('banners').select('src').where('id', '=', banner.id).executeTakeFirstOrThrow()).src).toBe(banner.src);
    expect((await db.selectFrom('games').select('mobile_img').where('id', '=', game.id).executeTakeFirstOrThrow()).mobile_img).toBe('/media/avatars/own-game.svg');
    expect((await db.selectFrom('provider_games').select('gamepic').where('id', '=', tile!.id).executeTakeFirstOrThrow()).gamepic).toBe('https://cdn.example.com/media/tiles/x.svg');
  });
});
