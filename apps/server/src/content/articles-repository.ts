import type { ArticleType } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ContentLanguage } from './translations/content-language.ts';
import { readTranslations } from './translations/read-translations.ts';

/** An article's HTML in the request's language; articles are keyed by their type. */
export async function findArticleContent(db: Kysely<Database>, type: ArticleType, language?: ContentLanguage): Promise<string | undefined> {
  const row = await db.selectFrom('articles').select('content').where('type', '=', type).executeTakeFirst();
  if (!row) return undefined;
  return (await readTranslations(db, language, 'article', [type]))(type, 'content', row.content);
}
