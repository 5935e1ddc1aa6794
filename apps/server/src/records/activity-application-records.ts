import { formatServerTime, type ActivityApplicationRow, type Paged } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { pageOf } from './paging.ts';

/** One page of the member's promotion sign-ups, newest first, with the promotion's title and review state. */
export async function listActivityApplicationRecords(db: Kysely<Database>, memberId: number, page: number): Promise<Paged<ActivityApplicationRow>> {
  const query = db
    .selectFrom('activity_applications as application')
    .innerJoin('activities as activity', 'activity.id', 'application.activity_id')
    .where('application.member_id', '=', memberId);
  return pageOf(
    query,
    page,
    (rows) => rows.select(['activity.title', 'application.created_at', 'application.state']).orderBy('application.created_at', 'desc').orderBy('application.id', 'desc'),
    (row) => ({ activity_name: row.title, created_at: formatServerTime(new Date(row.created_at)), state: row.state }),
  );
}
