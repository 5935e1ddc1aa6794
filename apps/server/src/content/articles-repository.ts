import type { ArticleType } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function findArticleContent(db: Kysely<Database>, type: ArticleType): Promise<string | undefined> {
  const row = await db.selectFrom('articles').select('content').where('type', '=', type).executeTakeFirst();
  return row?.content;
}
