import type { Insertable } from 'kysely';
import type { VipLevelsTable } from '../vip-levels.table.ts';

/** [level, cumulative deposit yuan, turnover yuan, rebates in basis points: live, sport, e-sport, board, slots, lottery]. */
const LEVELS: ReadonlyArray<[number, number, number, number, number, number, number, number, number]> = [
  [0, 0, 0, 40, 40, 40, 30, 50, 20],
  [1, 1_000, 3_000, 45, 45, 45, 35, 55, 25],
  [2, 5_000, 15_000, 50, 50, 50, 40, 60, 30],
  [3, 20_000, 60_000, 55, 55, 55, 45, 65, 35],
  [4, 50_000, 150_000, 60, 60, 60, 50, 70, 40],
  [5, 100_000, 300_000, 65, 65, 65, 55, 80, 45],
  [6, 300_000, 900_000, 70, 70, 70, 60, 85, 50],
  [7, 800_000, 2_400_000, 75, 75, 75, 65, 90, 55],
  [8, 2_000_000, 6_000_000, 80, 80, 80, 70, 100, 60],
  [9, 5_000_000, 15_000_000, 90, 90, 90, 80, 110, 65],
  [10, 10_000_000, 30_000_000, 100, 100, 100, 90, 120, 70],
];

/** VIP0..VIP10; issue 5's rebate and promotion jobs read the same table. */
export const SEED_VIP_LEVELS: ReadonlyArray<Insertable<VipLevelsTable>> = LEVELS.map(
  ([level, rechargeYuan, flowYuan, realperson, sport, eSport, joker, electron, lottery]) => ({
    level,
    recharge_fen: rechargeYuan * 100,
    flow_fen: flowYuan * 100,
    status: 1,
    realperson_bp: realperson,
    sport_bp: sport,
    e_sport_bp: eSport,
    joker_bp: joker,
    electron_bp: electron,
    lottery_bp: lottery,
  }),
);
