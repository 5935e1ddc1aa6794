import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { SEED_ACTIVITIES, SEED_ACTIVITY_TYPES, activityBannerPath } from './seed/activities.ts';
import { SEED_ARTICLES } from './seed/articles.ts';
import { SEED_BANNERS, SEED_NOTICES, bannerImagePath } from './seed/banners-and-notices.ts';
import { SEED_GAMES, gameImagePath } from './seed/games.ts';
import { SEED_PROVIDER_TILES, providerTileImagePath } from './seed/provider-tiles.ts';
import { SEED_VIP_LEVELS } from './seed/vip-levels.ts';

/**
 * The operator content a fresh install shows. Each row is inserted only when its natural key (or
 * seed_key) is missing, so an operator's edits and deletions of other rows survive every restart.
 */
export async function seedContent(db: Kysely<Database>): Promise<void> {
  const dialect = dialectOf(db);
  await dialect.insertSkippingConflicts(
    db.insertInto('games').values(SEED_GAMES.map((game, index) => ({ ...game, mobile_img: gameImagePath(game), sort: (index + 1) * 10 }))),
    { columns: ['category_id', 'platform_name', 'game_code'] },
  );
  await dialect.insertSkippingConflicts(
    db
      .insertInto('provider_games')
      .values(SEED_PROVIDER_TILES.map((tile, index) => ({ ...tile, gamepic: providerTileImagePath(tile), sort: (index + 1) * 10 }))),
    { columns: ['provider_code', 'game_code'] },
  );
  await dialect.insertSkippingConflicts(
    db
      .insertInto('banners')
      .values(SEED_BANNERS.map((banner, index) => ({ seed_key: banner.seed_key, type: banner.type, src: bannerImagePath(banner), sort: (index + 1) * 10 }))),
    { columns: ['seed_key'] },
  );
  await dialect.insertSkippingConflicts(
    db.insertInto('home_notices').values(SEED_NOTICES.map((notice, index) => ({ ...notice, sort: (index + 1) * 10 }))),
    { columns: ['seed_key'] },
  );
  await dialect.insertSkippingConflicts(db.insertInto('articles').values([...SEED_ARTICLES]), { columns: ['type'] });
  await dialect.insertSkippingConflicts(db.insertInto('vip_levels').values([...SEED_VIP_LEVELS]), { columns: ['level'] });
  await seedActivities(db);
  await linkSeededBanners(db);
}

/**
 * Points each seeded banner at what it advertises, once its promotion exists (ids come from the database).
 * Only a seeded banner without a link is touched: an operator's own link, or cleared one, stays.
 */
async function linkSeededBanners(db: Kysely<Database>): Promise<void> {
  for (const banner of SEED_BANNERS) {
    let link: string | undefined;
    if ('path' in banner.opens) link = banner.opens.path;
    else {
      const activity = await db.selectFrom('activities').select('id').where('seed_key', '=', banner.opens.activity).executeTakeFirst();
      if (activity) link = `/activityInfo?id=${activity.id}`;
    }
    if (link) await db.updateTable('banners').set({ link }).where('seed_key', '=', banner.seed_key).where('link', 'is', null).execute();
  }
}

async function seedActivities(db: Kysely<Database>): Promise<void> {
  const dialect = dialectOf(db);
  await dialect.insertSkippingConflicts(
    db.insertInto('activity_types').values(SEED_ACTIVITY_TYPES.map((type, index) => ({ ...type, sort: (index + 1) * 10 }))),
    { columns: ['seed_key'] },
  );
  const types = await db.selectFrom('activity_types').select(['id', 'seed_key']).where('seed_key', 'is not', null).execute();
  const typeIds = new Map(types.map((type) => [type.seed_key, type.id]));
  const activities = SEED_ACTIVITIES.map(({ type_key, tagline: _drawnOnTheBanner, ...activity }, index) => {
    const typeId = typeIds.get(type_key);
    if (typeId === undefined) throw new Error(`seed: activity type ${type_key} is missing`);
    return { ...activity, type_id: typeId, banner: activityBannerPath(activity), sort: (index + 1) * 10 };
  });
  await dialect.insertSkippingConflicts(db.insertInto('activities').values(activities), { columns: ['seed_key'] });
}
