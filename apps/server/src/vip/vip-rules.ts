import { VIP_RETENTION_DAYS } from '@lobby/contract';
import { addDays, daysBetween, type BeijingDay } from '../jobs/beijing-day.ts';

/** A level's requirements in fen (vip_levels). */
export interface LevelRequirement {
  level: number;
  rechargeFen: number;
  flowFen: number;
}

/** Where a member stands before a day is evaluated. */
export interface VipStanding {
  level: number;
  /** First day of the retention window; null at level 0 or when the level came from elsewhere. */
  windowStartDay: BeijingDay | null;
  /** Turnover towards the next promotion counts from this day; null: from the start. */
  promotionTurnoverSince: BeijingDay | null;
}

/** The member's figures at the end of the evaluated day. */
export interface DayFigures {
  /** Cumulative deposit (members.paysum_fen). */
  paysumFen: number;
  /** Valid bets since promotionTurnoverSince (or ever). */
  promotionTurnoverFen: number;
  /** Valid bets inside the retention window, up to the evaluated day. */
  windowTurnoverFen: number;
}

export type VipChange = 'promoted' | 'relegated' | 'window_renewed' | 'window_started' | 'none';

export interface VipDecision extends VipStanding {
  change: VipChange;
}

/**
 * Relegation protection (保级流水): the spec names the requirement but not its size. Ours: a quarter of
 * the level's turnover requirement per 90-day window, i.e. the level's flow spread over a year. Level 0
 * has nothing to keep.
 */
export function retentionTurnoverFen(requirement: LevelRequirement): number {
  return requirement.level === 0 ? 0 : Math.ceil(requirement.flowFen / 4);
}

/** The window's last day: a window starting on day S covers S .. S+89. */
export function windowLastDay(windowStartDay: BeijingDay): BeijingDay {
  return addDays(windowStartDay, VIP_RETENTION_DAYS - 1);
}

/**
 * One day of the VIP rules (part 2 §4), decided once per member and day by the nightly job:
 * - promotion when the cumulative deposit and the turnover reach the NEXT level's recharge and flow: one
 *   level, never two (a member meeting two levels rises one a day), effective from the next day, which
 *   also opens a fresh 90-day window with the new level's requirement (a promotion inside a window
 *   resets it);
 * - otherwise, on the window's last day, the retention turnover met renews the window at the same level,
 *   and missed drops one level (never below 0) and opens a new window for the lower level. Turnover
 *   towards promotion then counts afresh from the relegation, or the cumulative figures (which never
 *   shrink) would restore the lost level the very next day;
 * - a level that has no window yet (set by an operator, or older than this job) starts one today.
 */
export function decideVipDay(standing: VipStanding, figures: DayFigures, levels: readonly LevelRequirement[], day: BeijingDay): VipDecision {
  const next = levels.find((level) => level.level === standing.level + 1);
  if (next && figures.paysumFen >= next.rechargeFen && figures.promotionTurnoverFen >= next.flowFen) {
    return { ...standing, level: next.level, windowStartDay: addDays(day, 1), change: 'promoted' };
  }
  if (standing.level === 0) return { ...standing, windowStartDay: null, change: 'none' };
  if (standing.windowStartDay === null) return { ...standing, windowStartDay: day, change: 'window_started' };
  if (daysBetween(windowLastDay(standing.windowStartDay), day) < 0) return { ...standing, change: 'none' };

  const current = levels.find((level) => level.level === standing.level);
  if (!current || figures.windowTurnoverFen >= retentionTurnoverFen(current)) {
    return { ...standing, windowStartDay: addDays(day, 1), change: 'window_renewed' };
  }
  const lower = standing.level - 1;
  return {
    level: lower,
    windowStartDay: lower === 0 ? null : addDays(day, 1),
    promotionTurnoverSince: addDays(day, 1),
    change: 'relegated',
  };
}
