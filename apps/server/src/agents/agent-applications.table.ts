import type { Generated } from 'kysely';

/** An application to the agent programme; approval sets members.isagent to 1. */
export interface AgentApplicationsTable {
  id: Generated<number>;
  member_id: number;
  mobile: string;
  apply_info: string;
  /** 1 pending review, 2 approved, 3 rejected. */
  state: number;
  created_at: string;
  reviewed_at: string | null;
}
