import type { Database } from '../db/schema.ts';
import type { Kysely } from 'kysely';
import { afterCommit } from './after-commit.ts';
import { eventBusOf } from './database-event-bus.ts';
import { defineChannel } from './event-bus.ts';

/** Sessions ended: single tokens (logoff) or every token of members (new password, blacklisting, disabling). */
export interface SessionsEnded {
  tokenIds?: number[];
  memberIds?: number[];
}

export const sessionsEnded = defineChannel<SessionsEnded>('session-ended');

/** Called by auth/tokens.ts after revoking: heard by every process once the revocation has committed. */
export function publishSessionsEnded(db: Kysely<Database>, ended: SessionsEnded): void {
  const bus = eventBusOf(db);
  afterCommit(db, () => void bus.publish(sessionsEnded, ended).catch(() => undefined));
}
