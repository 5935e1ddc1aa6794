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

/** How far the member is from the next level: what it asks, what is still missing, and the percent. */
export interface VipNextLevel {
  level: number;
  required: number;
  remaining: number;
  percent: number;
}

/**
 * Progress toward the next level (issue 13, beside the spec's figure for the member's own level): the
 * cumulative deposit against the next entry's recharge requirement. Null at the top level, or when the
 * next entry asks for no deposit (a list without requirements has no next step to show).
 */
export function vipNextLevel(list: readonly VipLevel[], level: number, paysum: number): VipNextLevel | null {
  const next = vipEntryOfLevel(list, level + 1);
  const required = Number(next?.recharge);
  if (!next || !(Number.isFinite(required) && required > 0)) return null;
  const deposited = Number.isFinite(paysum) && paysum > 0 ? paysum : 0;
  // Cents, so that 0.1 + 0.2 style sums leave no 0.00000001 yuan missing.
  const remaining = Math.max(0, Math.round((required - deposited) * 100) / 100);
  return { level: level + 1, required, remaining, percent: vipProgressPercent(deposited, required) };
}
