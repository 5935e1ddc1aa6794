import { messages } from '@lobby/contract';
import type { Kysely } from 'kysely';
import { revokeMemberTokens } from '../auth/tokens.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { DomainError, ErrorCode } from '../domain-error.ts';
import { endMemberLaunchTickets } from '../games/launch-tickets.ts';
import { accountKeyOf } from './members-repository.ts';

/** What the back office may do to a member's access: blacklist (isblack 1), disable (status 0), or restore both. */
export const ACCESS_ACTIONS = ['blacklist', 'disable', 'restore'] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

export function isAccessAction(text: string): text is AccessAction {
  return (ACCESS_ACTIONS as readonly string[]).includes(text);
}

const FLAGS: Record<AccessAction, { isblack?: number; status?: number }> = {
  blacklist: { isblack: 1 },
  disable: { status: 0 },
  restore: { isblack: 0, status: 1 },
};

const DONE: Record<AccessAction, string> = {
  blacklist: messages.sessions.memberBlacklisted,
  disable: messages.sessions.memberDisabled,
  restore: messages.sessions.memberRestored,
};

export interface MemberAccess {
  account: string;
  isblack: number;
  status: number;
  /** Sessions this change ended (blacklist and disable end them all; restore ends none). */
  sessions_ended: number;
}

/**
 * Blacklisting or disabling a member ends every session and every game link of the member in the same
 * transaction as the flag, so the old token stops working at once, on every call (the app then shows
 * 认证失败 and its login page; the login refuses with the spec's message). Restoring lets the member
 * log in again; the ended sessions stay ended.
 */
export async function changeMemberAccess(db: Kysely<Database>, account: unknown, action: AccessAction): Promise<{ access: MemberAccess; message: string }> {
  const accountKey = typeof account === 'string' ? accountKeyOf(account) : '';
  const access = await db.transaction().execute(async (trx) => {
    const found = await trx.selectFrom('members').select('id').where('account_key', '=', accountKey).executeTakeFirst();
    if (!found) throw new DomainError(ErrorCode.notFound, messages.backOffice.memberNotFound);
    // The tokens before the member row: a money call holds its token row (auth/live-session.ts) and may
    // then update the member row; taken in the other order, the two would deadlock.
    const ended = action === 'restore' ? 0 : await revokeMemberTokens(trx, found.id);
    const [member] = await dialectOf(trx).updateReturning(trx.updateTable('members').set(FLAGS[action]).where('id', '=', found.id), [
      'id',
      'account',
      'isblack',
      'status',
    ]);
    if (!member) throw new DomainError(ErrorCode.notFound, messages.backOffice.memberNotFound);
    if (action !== 'restore') await endMemberLaunchTickets(trx, member.id);
    return { account: member.account, isblack: member.isblack, status: member.status, sessions_ended: ended };
  });
  return { access, message: DONE[action] };
}
