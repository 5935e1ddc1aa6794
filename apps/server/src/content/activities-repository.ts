import { formatServerTime, type Activity, type ActivityType, type Flag, type RowList } from '@lobby/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ActivitiesTable } from './activities.table.ts';
import { pageOf } from '../records/paging.ts';
import type { ContentLanguage } from './translations/content-language.ts';
import { readTranslations } from './translations/read-translations.ts';

/** Only state 1 promotions are shown; state 0 ones are hidden from the list and the detail alike. */
const SHOWN = 1;

export async function listActivityTypes(db: Kysely<Database>, language: ContentLanguage): Promise<ActivityType[]> {
  const types = await db.selectFrom('activity_types').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
  const translated = await readTranslations(db, language, 'activity_type', types.map((type) => type.id));
  return types.map((type) => ({ id: type.id, name: translated(type.id, 'name', type.name) }));
}

/** The texts an operator writes (title, HTML content, memo) and the banner picture (its words are drawn) in the request's language. */
async function translateActivities(db: Kysely<Database>, language: ContentLanguage, activities: Activity[]): Promise<Activity[]> {
  const translated = await readTranslations(db, language, 'activity', activities.map((activity) => activity.id));
  return activities.map((activity) => ({
    ...activity,
    title: translated(activity.id, 'title', activity.title),
    banner: translated(activity.id, 'banner', activity.banner),
    content: translated(activity.id, 'content', activity.content),
    memo: translated(activity.id, 'memo', activity.memo),
  }));
}

function toActivity(row: Selectable<ActivitiesTable>): Activity {
  return {
    id: row.id,
    title: row.title,
    banner: row.banner,
    created_at: formatServerTime(new Date(row.created_at)),
    state: row.state,
    content: row.content,
    memo: row.memo,
    can_apply: row.can_apply as Flag,
  };
}

/**
 * The shown promotions, of one type or (typeId undefined) of all. The spec's call names no page (part 1
 * §7: a data.data list), so without one the answer is the whole list; with one (Lobby's app asks) it
 * is that page with the paging figures, which are Lobby's additions.
 */
export async function listActivities(db: Kysely<Database>, language: ContentLanguage, typeId: number | undefined, page: number | undefined): Promise<RowList<Activity>> {
  let query = db.selectFrom('activities').where('state', '=', SHOWN);
  if (typeId !== undefined) query = query.where('type_id', '=', typeId);
  const ordered = (shown: typeof query) => shown.selectAll().orderBy('sort').orderBy('id');
  if (page === undefined) return { data: await translateActivities(db, language, (await ordered(query).execute()).map(toActivity)) };
  const paged = await pageOf(query, page, ordered, toActivity);
  return { ...paged, data: await translateActivities(db, language, paged.data) };
}

/** A shown promotion; in the request's language when one is given (the apply call needs only its flags). */
export async function findShownActivity(db: Kysely<Database>, id: number, language?: ContentLanguage): Promise<Activity | undefined> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).where('state', '=', SHOWN).executeTakeFirst();
  if (!row) return undefined;
  return language ? (await translateActivities(db, language, [toActivity(row)]))[0] : toActivity(row);
}
