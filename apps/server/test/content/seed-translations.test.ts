import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readBrand } from '@lobby/brand';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_BRANDS } from '../../src/content/translations/demo/demo-brands.ts';
import { DEMO_TEXTS } from '../../src/content/translations/demo/demo-texts.ts';
import { seed } from '../../src/db/seed.ts';
import { traditionalDemoContent } from '../../../../scripts/i18n/traditional-demo-content.ts';
import { skipWhenUnavailable } from '../support/suites.ts';
import { testTargets, type TestDatabase } from '../support/test-database.ts';

const REPOSITORY = fileURLToPath(new URL('../../../../', import.meta.url));

describe('the demo content in other languages', () => {
  it('names jade by its brand.json name, and has English for every text', () => {
    const jade = DEMO_BRANDS.find((brand) => brand.id === 'jade');
    expect(jade?.siteName['zh-CN']).toBe(readBrand(`${REPOSITORY}brands/jade`, 'jade').brand.name);
    for (const text of DEMO_TEXTS) expect(text.en.trim(), `${text.kind} ${JSON.stringify(text.row)} ${text.field}`).not.toBe('');
  });

  it('has the Traditional Chinese that `npm run i18n:traditional` writes from the zh-CN texts today', () => {
    const { path, source } = traditionalDemoContent();
    expect(readFileSync(REPOSITORY + path, 'utf8'), 'run npm run i18n:traditional').toBe(source);
  });
});

describe.each(testTargets)('the seeded translations on $dialect', (target) => {
  if (skipWhenUnavailable(target)) return;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.create();
  });
  afterAll(() => database?.dispose());
  const count = async () => Number((await database.db.selectFrom('content_translations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('covers both brands in every language but the rows own, once however often the seed runs, an operator edit kept', async () => {
    await seed(database.db);
    const seeded = await count();
    const perBrand = await database.db.selectFrom('content_translations').select(['brand', 'locale']).distinct().orderBy('brand').orderBy('locale').execute();
    expect(perBrand).toEqual([
      { brand: 'jade', locale: 'en' },
      { brand: 'jade', locale: 'zh-CN' },
      { brand: 'jade', locale: 'zh-TW' },
      { brand: 'lobby', locale: 'en' },
      { brand: 'lobby', locale: 'zh-TW' },
    ]);
    const edited = { kind: 'site_setting', row_key: 'webcontent', brand: 'jade', locale: 'en', field: 'value' };
    await database.db.updateTable('content_translations').set({ text: '<p>Edited</p>' }).where((eb) => eb.and(edited)).execute();
    await seed(database.db);
    expect(await count()).toBe(seeded);
    expect((await database.db.selectFrom('content_translations').select('text').where((eb) => eb.and(edited)).executeTakeFirstOrThrow()).text).toBe('<p>Edited</p>');
  });

  it('gives a database seeded before translations existed its translations at the next start', async () => {
    const seeded = await count();
    await database.db.deleteFrom('content_translations').execute();
    await seed(database.db);
    expect(await count()).toBe(seeded);
  });
});
