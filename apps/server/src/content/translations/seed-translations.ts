import type { Locale } from '@lobby/contract/i18n';
import type { Kysely } from 'kysely';
import { dialectOf } from '../../db/dialect.ts';
import type { Database } from '../../db/schema.ts';
import type { ContentTranslationsTable } from './content-translations.table.ts';
import { pictureIn } from '../seed/picture-language.ts';
import { DEMO_BRANDS, OWN_SITE_NAME, type DemoBrand } from './demo/demo-brands.ts';
import { DEMO_PICTURES } from './demo/demo-pictures.ts';
import { DEMO_TEXTS, type DemoText } from './demo/demo-texts.ts';
import { TRADITIONAL } from './demo/traditional.generated.ts';
import type { TranslatedKind } from './read-translations.ts';

/** The tables whose seeded rows are found by seed_key. */
const SEED_KEYED_TABLES = {
  banner: 'banners',
  notice: 'home_notices',
  activity_type: 'activity_types',
  activity: 'activities',
  member_message: 'member_messages',
} as const satisfies Partial<Record<TranslatedKind, keyof Database>>;

function traditional(text: string): string {
  const converted = TRADITIONAL[text];
  if (converted === undefined) throw new Error(`seed: no Traditional text for "${text.slice(0, 40)}": run npm run i18n:traditional`);
  return converted;
}

/** A demo text in one brand's language, naming that brand's site. */
function demoTextIn(text: Pick<DemoText, 'zhCN' | 'en'>, brand: DemoBrand, locale: Locale): string {
  if (locale === 'en') return text.en.split('{site}').join(brand.siteName.en);
  if (locale === 'zh-CN') return text.zhCN.split(OWN_SITE_NAME).join(brand.siteName['zh-CN']);
  return traditional(text.zhCN).split(traditional(OWN_SITE_NAME)).join(traditional(brand.siteName['zh-CN']));
}

/** Each seeded row's key in content_translations: its id (found by seed_key) or its own key. */
async function rowKeys(db: Kysely<Database>): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  for (const [kind, table] of Object.entries(SEED_KEYED_TABLES)) {
    const rows = await db.selectFrom(table).select(['id', 'seed_key']).where('seed_key', 'is not', null).execute();
    for (const row of rows) keys.set(`${kind}:${row.seed_key}`, String(row.id));
  }
  return keys;
}

/**
 * The demo content in every language of both demo brands, after the rows it translates: texts, and the
 * addresses of the pictures drawn in each language. Only missing
 * texts are inserted, so an operator's own translations survive every restart, and an existing database
 * gains them at its next start. A seeded row the operator deleted is skipped.
 */
export async function seedTranslations(db: Kysely<Database>): Promise<void> {
  const keys = await rowKeys(db);
  const rows: ContentTranslationsTable[] = [];
  for (const text of DEMO_TEXTS) {
    const rowKey = 'key' in text.row ? text.row.key : keys.get(`${text.kind}:${text.row.seedKey}`);
    if (rowKey === undefined) continue;
    for (const brand of DEMO_BRANDS) {
      if (text.brands && !text.brands.includes(brand.id)) continue;
      for (const locale of brand.locales) rows.push({ kind: text.kind, row_key: rowKey, brand: brand.id, locale, field: text.field, text: demoTextIn(text, brand, locale) });
    }
  }
  for (const picture of DEMO_PICTURES) {
    const rowKey = keys.get(`${picture.kind}:${picture.seedKey}`);
    if (rowKey === undefined) continue;
    for (const brand of DEMO_BRANDS) {
      for (const locale of brand.locales) rows.push({ kind: picture.kind, row_key: rowKey, brand: brand.id, locale, field: picture.field, text: pictureIn(picture.path, locale) });
    }
  }
  const dialect = dialectOf(db);
  // In slices: SQLite takes at most 32766 bound values in one statement.
  for (let start = 0; start < rows.length; start += 500) {
    await dialect.insertSkippingConflicts(db.insertInto('content_translations').values(rows.slice(start, start + 500)), {
      columns: ['kind', 'brand', 'row_key', 'locale', 'field'],
    });
  }
}
