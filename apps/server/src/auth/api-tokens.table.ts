import type { Generated } from 'kysely';

export interface ApiTokensTable {
  id: Generated<number>;
  member_id: number;
  /** SHA-256 hex of the token; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  revoked_at: string | null;
  last_used_at: string | null;
}
