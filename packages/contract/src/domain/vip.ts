import { VIP_PERCENT_CAP } from '../constants.ts';
import type { VipLevel } from '../entities.ts';

/**
 * VIP progress: paysum / recharge requirement of the user's level × 100, rounded, capped at 100;
 * 0 when either is 0, negative or not a number.
 */
export function vipProgressPercent(paysum: number, recharge: number): number {
  if (!(Number.isFinite(paysum) && paysum > 0 && Number.isFinite(recharge) && recharge > 0)) return 0;
  return Math.min(VIP_PERCENT_CAP, Math.round((paysum * 100) / recharge));
}

/** The level in a 'P<level>' label (current_vip): 'P3' → 3; null when it is not of that form. */
export function vipLevelFromLabel(label: unknown): number | null {
  const match = typeof label === 'string' ? /^P(\d+)$/i.exec(label.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** The 'P<level>' label of a level. */
export function vipLabel(level: number): string {
  return `P${level}`;
}

/** A VIP level entry with the level it stands for. */
export interface NumberedVipLevel {
  level: number;
  entry: VipLevel;
}

/**
 * /api/uservip's entries with their levels. The spec gives an entry no level field: the user's level
 * entry is the one at the level's position (part 2 §4), so the first entry is P0. The whole list is
 * numbered, hidden entries (status other than 1) included, so hiding a level does not renumber the rest.
 */
export function vipLevelEntries(list: readonly VipLevel[]): NumberedVipLevel[] {
  return list.map((entry, level) => ({ level, entry }));
}

/** The entry of a level: the one at its position; undefined when the list has none there. */
export function vipEntryOfLevel(list: readonly VipLevel[], level: number): VipLevel | undefined {
  return Number.isInteger(level) && level >= 0 ? list[level] : undefined;
}
