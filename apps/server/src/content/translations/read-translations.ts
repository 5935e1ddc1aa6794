import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ContentLanguage } from './content-language.ts';

/** The content kept per brand and language; row_key names a row of that kind. A picture's text is its address. */
export type TranslatedKind = 'banner' | 'notice' | 'activity_type' | 'activity' | 'article' | 'member_message' | 'bank' | 'site_setting';

/** A field of a row in the request's language: its own text when neither language has one (or no language is asked: the back office). */
type FieldReader = (rowKey: string | number, field: string, own: string) => string;

const keyOf = (rowKey: string, field: string) => `${rowKey}\u0000${field}`;

/**
 * One query for every row of one kind a call answers: the brand's texts in the request's language and in
 * the brand's default. A field is taken whole from the first that has it, never pieced together, so a
 * missing translation shows the default language visibly rather than a mix.
 */
export async function readTranslations(db: Kysely<Database>, language: ContentLanguage | undefined, kind: TranslatedKind, rowKeys: ReadonlyArray<string | number>): Promise<FieldReader> {
  const keys = [...new Set(rowKeys.map(String))];
  if (!language || keys.length === 0) return (_rowKey, _field, own) => own;
  const rows = await db
    .selectFrom('content_translations')
    .select(['row_key', 'locale', 'field', 'text'])
    .where('kind', '=', kind)
    .where('brand', '=', language.brand)
    .where('locale', 'in', [language.locale, language.fallback])
    .where('row_key', 'in', keys)
    .execute();
  const wanted = new Map<string, string>();
  const fallback = new Map<string, string>();
  for (const row of rows) (row.locale === language.locale ? wanted : fallback).set(keyOf(row.row_key, row.field), row.text);
  return (rowKey, field, own) => {
    const key = keyOf(String(rowKey), field);
    return wanted.get(key) ?? fallback.get(key) ?? own;
  };
}
