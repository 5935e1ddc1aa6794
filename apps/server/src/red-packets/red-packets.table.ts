import type { Generated } from 'kysely';

/** One row, id 1. Dates are 'YYYY-MM-DD' in US Eastern time, as the red-packet rules text says. */
export interface RedPacketCampaignTable {
  id: number;
  start_date: string;
  end_date: string;
  /** Grabs a member may make a day, whatever the tier. */
  max_times: number;
  /** The pool left; a grab takes from it with a conditional UPDATE. */
  remaining_fen: number;
}

/** Deposits of at least recharge_fen in the counting window earn `grabs` a day, each paying min..max. */
export interface RedPacketTiersTable {
  id: Generated<number>;
  recharge_fen: number;
  grabs: number;
  min_fen: number;
  max_fen: number;
}

export interface RedPacketDailyGrabsTable {
  member_id: number;
  /** Beijing date. */
  grab_day: string;
  grabbed: Generated<number>;
}

export interface RedPacketGrabsTable {
  id: Generated<number>;
  member_id: number;
  grab_day: string;
  /** The deposits counted for this grab (the record's 'money'). */
  recharge_fen: number;
  amount_fen: number;
  created_at: string;
  /** Paid at once: equal to created_at. */
  used_at: string;
}
