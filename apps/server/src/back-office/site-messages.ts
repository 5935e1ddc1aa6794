import { messages } from '@lobby/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { sendMemberMessage } from '../messages-centre/member-messages.ts';
import { findMemberByAccount } from '../members/members-repository.ts';

const texts = messages.backOffice;
/** The recipient that addresses every member. */
const EVERY_MEMBER = 'all';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const refuseBlank = () => new DomainError(ErrorCode.badRequest, texts.textRequired);

/** Posts an announcement (/api/homenotice) ahead of the ones already shown: the newest leads the notice bar. */
export async function postAnnouncement(db: Kysely<Database>, content: unknown): Promise<string> {
  const notice = text(content);
  if (notice === '') throw refuseBlank();
  const { first } = await db.selectFrom('home_notices').select((eb) => eb.fn.min<number>('sort').as('first')).executeTakeFirstOrThrow();
  await db.insertInto('home_notices').values({ content: notice, sort: Number(first ?? 0) - 1 }).execute();
  return texts.announced;
}

/** Sends an in-site message to one member by account name, or to every member ('all'). */
export async function sendInSiteMessage(db: Kysely<Database>, message: { to?: unknown; title?: unknown; content?: unknown }): Promise<string> {
  const [to, title, content] = [text(message.to), text(message.title), text(message.content)];
  if (title === '' || content === '') throw refuseBlank();
  let memberId: number | null = null;
  if (to !== EVERY_MEMBER) {
    const member = to === '' ? undefined : await findMemberByAccount(db, to);
    if (!member) throw new DomainError(ErrorCode.notFound, texts.memberNotFound);
    memberId = member.id;
  }
  await sendMemberMessage(db, { memberId, title, content });
  return texts.messageSent;
}
