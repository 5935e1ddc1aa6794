import type { Generated } from 'kysely';

/** A member's rebate for one Beijing day, platform and VIP rate column; paid when claimed. */
export interface RebatesTable {
  id: Generated<number>;
  member_id: number;
  /** Beijing day 'YYYY-MM-DD' of the bets. */
  day: string;
  platform_name: string;
  /** RebateCategory: the VIP rate column (realperson, sport, e_sport, joker, electron, lottery). */
  category: string;
  /** The venue's name: one rebate line per venue and day. */
  game_name: string;
  valid_bet_fen: number;
  rate_bp: number;
  money_fen: number;
  /** REBATE_STATE: 0 unclaimed, 1 claimed. */
  state: Generated<number>;
  created_at: string;
  /** Claim time; null while unclaimed. */
  updated_at: string | null;
  claim_transaction_id: number | null;
}
