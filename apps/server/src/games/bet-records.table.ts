import type { Generated } from 'kysely';

export interface BetRecordsTable {
  id: Generated<number>;
  bet_id: string;
  member_id: number;
  platform_name: string;
  game_code: string;
  game_name: string;
  bet_amount_fen: number;
  valid_bet_fen: number;
  /** The payout (0 on a lost round). */
  win_loss_fen: number;
  /** BET_STATUS. */
  status: number;
  bet_time: string;
  playname: string;
  /** The bet content: what the round showed. */
  playmemo: string;
}
