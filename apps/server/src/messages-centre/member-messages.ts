import { formatServerTime, type Notice, type Paged } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { ContentLanguage } from '../content/translations/content-language.ts';
import { readTranslations } from '../content/translations/read-translations.ts';
import type { Database } from '../db/schema.ts';
import { nowIso } from '../db/time.ts';
import { pageOf } from '../records/paging.ts';

/**
 * One page of the member's in-site messages, newest first: those sent to the member and those sent to
 * everyone (member_id null), the latter whenever they were sent, so a new member reads the welcome ones.
 * Title and body in the request's language where the message has a translation (the seeded ones).
 */
export async function listMemberMessages(db: Kysely<Database>, memberId: number, page: number, language?: ContentLanguage): Promise<Paged<Notice>> {
  const query = db.selectFrom('member_messages').where((eb) => eb.or([eb('member_id', '=', memberId), eb('member_id', 'is', null)]));
  const paged = await pageOf(query, page, (rows) => rows.select(['id', 'title', 'content', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc'), (row) => row);
  const translated = await readTranslations(db, language, 'member_message', paged.data.map((row) => row.id));
  return {
    ...paged,
    data: paged.data.map((row) => ({
      title: translated(row.id, 'title', row.title),
      content: translated(row.id, 'content', row.content),
      created_at: formatServerTime(new Date(row.created_at)),
    })),
  };
}

/** Sends a message to one member, or to every member when memberId is null. Content is HTML as the operator wrote it. */
export async function sendMemberMessage(db: Kysely<Database>, message: { memberId: number | null; title: string; content: string }): Promise<void> {
  await db
    .insertInto('member_messages')
    .values({ member_id: message.memberId, title: message.title, content: message.content, created_at: nowIso() })
    .execute();
}
