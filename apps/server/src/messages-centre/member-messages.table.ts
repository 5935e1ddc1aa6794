import type { Generated } from 'kysely';

/** An in-site message (站内信); member_id null addresses every member. */
export interface MemberMessagesTable {
  id: Generated<number>;
  member_id: number | null;
  title: string;
  /** HTML, sanitised by the client. */
  content: string;
  created_at: string;
  /** Set on the welcome messages the seed owns; null on the back office's messages. */
  seed_key: string | null;
}
