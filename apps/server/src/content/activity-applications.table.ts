import type { Generated } from 'kysely';

export interface ActivityApplicationsTable {
  id: Generated<number>;
  member_id: number;
  activity_id: number;
  amount_fen: number;
  /** ACTIVITY_APPLICATION_STATE: 1 pending review, 2 approved, 3 rejected. */
  state: number;
  created_at: string;
  reviewed_at: string | null;
}
