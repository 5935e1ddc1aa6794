import { formatServerTime, type Notice, type Paged } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { pageOf } from '../records/paging.ts';

/**
 * One page of the member's in-site messages, newest first: those sent to the member and those sent to
 * everyone (member_id null), the latter whenever they were sent, so a new member reads the welcome ones.
 */
export async function listMemberMessages(db: Kysely<Database>, memberId: number, page: number): Promise<Paged<Notice>> {
  const query = db.selectFrom('member_messages').where((eb) => eb.or([eb('member_id', '=', memberId), eb('member_id', 'is', null)]));
  return pageOf(
    query,
    page,
    (rows) => rows.select(['title', 'content', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'),
    (row) => ({ title: row.title, content: row.content, created_at: formatServerTime(new Date(row.created_at)) }),
  );
}

/** Sends a message to one member, or to every member when memberId is null. Content is HTML as the operator wrote it. */
export async function sendMemberMessage(db: Kysely<Database>, message: { memberId: number | null; title: string; content: string }): Promise<void> {
  await db
    .insertInto('member_messages')
    .values({ member_id: message.memberId, title: message.title, content: message.content, created_at: nowIso() })
    .execute();
}
