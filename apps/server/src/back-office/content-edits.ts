import { ARTICLE_TITLES, ARTICLE_TYPES, columnId, messages, type ArticleType } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';

const texts = messages.backOffice;
/**
 * A positive whole number from a path segment, a CLI argument or JSON, within the INTEGER column (a
 * larger one names no row and must not reach PostgreSQL); undefined when it is none.
 */
function wholeNumber(value: unknown): number | undefined {
  return columnId(typeof value === 'string' ? value.trim() : value);
}

/**
 * The HTML as the operator sent it, refused only when blank. Stored unsanitized on purpose: the app
 * sanitizes every server HTML before it shows it (SafeHtml, DOMPurify), and an operator's other back
 * ends send raw HTML too.
 */
function htmlContent(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new DomainError(ErrorCode.badRequest, texts.contentRequired);
  return value;
}

export interface ActivityListing {
  id: number;
  title: string;
  /** 1 shown, 0 hidden. */
  state: number;
}

/** Every promotion, hidden ones included, in the app's order: the ids the content commands take. */
export function listActivitiesForEditing(db: Kysely<Database>): Promise<ActivityListing[]> {
  return db.selectFrom('activities').select(['id', 'title', 'state']).orderBy('sort').orderBy('id').execute();
}

/** Replaces a promotion's HTML content (what /activityInfo?id= shows). */
export async function updateActivityContent(db: Kysely<Database>, id: unknown, content: unknown): Promise<string> {
  const activityId = wholeNumber(id);
  if (activityId === undefined) throw new DomainError(ErrorCode.notFound, texts.activityNotFound);
  const html = htmlContent(content);
  const updated = await db.updateTable('activities').set({ content: html }).where('id', '=', activityId).executeTakeFirst();
  if (updated.numUpdatedRows === 0n) throw new DomainError(ErrorCode.notFound, texts.activityNotFound);
  return texts.activityContentSaved;
}

/** Replaces a help article's HTML content by its type (ARTICLE_TYPES); writes the row if the seed never did. */
export async function updateArticleContent(db: Kysely<Database>, type: unknown, content: unknown): Promise<string> {
  const articleType = wholeNumber(type);
  if (articleType === undefined || !ARTICLE_TYPES.includes(articleType as ArticleType)) {
    throw new DomainError(ErrorCode.notFound, texts.articleNotFound);
  }
  const html = htmlContent(content);
  await dialectOf(db).upsert(
    db.insertInto('articles').values({ type: articleType, title: ARTICLE_TITLES[articleType as ArticleType], content: html }),
    { columns: ['type'] },
    { content: html },
  );
  return texts.articleContentSaved;
}
