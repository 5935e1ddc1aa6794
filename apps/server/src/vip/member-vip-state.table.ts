import type { Generated } from 'kysely';

/** Where a member stands in the VIP rules (days are Beijing 'YYYY-MM-DD'); the level itself is members.vip. */
export interface MemberVipStateTable {
  member_id: number;
  level_reached_day: string | null;
  /** First day of the 90-day retention window; null at level 0. */
  window_start_day: string | null;
  window_turnover_fen: Generated<number>;
  /** Turnover towards the next promotion counts from this day (after a relegation); null: from the start. */
  promotion_turnover_since: string | null;
  last_evaluated_day: string | null;
  updated_at: string;
}
