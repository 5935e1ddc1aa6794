import { VIP_PERCENT_CAP } from '../constants.ts';

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
