import { formatServerTime, type Activity, type ActivityType, type Flag, type RowList } from '@lobby/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { ActivitiesTable } from './activities.table.ts';
import { pageOf } from '../records/paging.ts';

/** Only state 1 promotions are shown; state 0 ones are hidden from the list and the detail alike. */
const SHOWN = 1;

export function listActivityTypes(db: Kysely<Database>): Promise<ActivityType[]> {
  return db.selectFrom('activity_types').select(['id', 'name']).orderBy('sort').orderBy('id').execute();
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
export async function listActivities(db: Kysely<Database>, typeId: number | undefined, page: number | undefined): Promise<RowList<Activity>> {
  let query = db.selectFrom('activities').where('state', '=', SHOWN);
  if (typeId !== undefined) query = query.where('type_id', '=', typeId);
  const ordered = (shown: typeof query) => shown.selectAll().orderBy('sort').orderBy('id');
  if (page === undefined) return { data: (await ordered(query).execute()).map(toActivity) };
  return pageOf(query, page, ordered, toActivity);
}

export async function findShownActivity(db: Kysely<Database>, id: number): Promise<Activity | undefined> {
  const row = await db.selectFrom('activities').selectAll().where('id', '=', id).where('state', '=', SHOWN).executeTakeFirst();
  return row && toActivity(row);
}
