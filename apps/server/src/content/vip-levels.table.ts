import type { Generated } from 'kysely';

/** Requirements in fen; rebate rates in basis points (38 = 0.38 %). */
export interface VipLevelsTable {
  level: number;
  recharge_fen: number;
  flow_fen: number;
  /** 1 shown. */
  status: Generated<number>;
  realperson_bp: number;
  sport_bp: number;
  e_sport_bp: number;
  joker_bp: number;
  electron_bp: number;
  lottery_bp: number;
}
