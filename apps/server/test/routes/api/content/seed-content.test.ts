import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seed } from '../../../../src/db/seed.ts';
import { skipWhenUnavailable } from '../../../support/suites.ts';
import { testTargets, type TestDatabase } from '../../../support/test-database.ts';

const staticRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../static');
const CONTENT_TABLES = ['games', 'provider_games', 'banners', 'home_notices', 'activity_types', 'activities', 'articles', 'vip_levels'] as const;

describe.each(testTargets)('content seed on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.dispose());

  const counts = async () =>
    Object.fromEntries(
      await Promise.all(
        CONTENT_TABLES.map(async (table) => {
          const row = await database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
          return [table, Number(row.count)] as const;
        }),
      ),
    );

  it('is idempotent and keeps an operator edit', async () => {
    await seed(database.db);
    const first = await counts();
    await database.db.updateTable('articles').set({ content: '<p>运营商改过的内容</p>' }).where('type', '=', 4).execute();
    await seed(database.db);
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ articles: 7, vip_levels: 11, activity_types: 3 });
    const article = await database.db.selectFrom('articles').select('content').where('type', '=', 4).executeTakeFirstOrThrow();
    expect(article.content).toBe('<p>运营商改过的内容</p>');
  });

  it('points only at pictures that are committed under static/media', async () => {
    const paths = [
      ...(await database.db.selectFrom('games').select('mobile_img as path').execute()),
      ...(await database.db.selectFrom('provider_games').select('gamepic as path').execute()),
      ...(await database.db.selectFrom('banners').select('src as path').execute()),
      ...(await database.db.selectFrom('activities').select('banner as path').execute()),
    ].map((row) => row.path);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.filter((path) => !existsSync(join(staticRoot, path)))).toEqual([]);
  });
});
