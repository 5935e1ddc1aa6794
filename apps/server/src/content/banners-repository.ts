import type { Banner } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ContentLanguage } from './translations/content-language.ts';
import { readTranslations } from './translations/read-translations.ts';

/**
 * The banners of a type in order: the picture (drawn in the request's language, as its words are part
 * of it), and where a tap leads ('' for none; a Lobby addition).
 */
export async function listBanners(db: Kysely<Database>, type: number, language: ContentLanguage): Promise<Banner[]> {
  const rows = await db.selectFrom('banners').select(['id', 'src', 'link']).where('type', '=', type).orderBy('sort').orderBy('id').execute();
  const translated = await readTranslations(db, language, 'banner', rows.map((row) => row.id));
  return rows.map(({ id, src, link }) => ({ src: translated(id, 'src', src), link: link ?? '' }));
}

/** The texts the home notice bar joins and scrolls, in the request's language. */
export async function listHomeNotices(db: Kysely<Database>, language?: ContentLanguage): Promise<string[]> {
  const rows = await db.selectFrom('home_notices').select(['id', 'content']).where('status', '=', 1).orderBy('sort').orderBy('id').execute();
  const translated = await readTranslations(db, language, 'notice', rows.map((row) => row.id));
  return rows.map((row) => translated(row.id, 'content', row.content));
}
