import { DEPOSIT_WINDOW_MINUTES } from '../constants.ts';
import { parseServerTime } from './time.ts';

const WINDOW_MS = DEPOSIT_WINDOW_MINUTES * 60_000;

/**
 * Whole seconds left to pay a deposit: 60 minutes from created_at (Beijing time), never negative.
 * An unreadable created_at counts as expired (0), so the screen never shows a fake countdown.
 */
export function depositSecondsLeft(createdAt: string | Date, now: Date | number): number {
  const created = createdAt instanceof Date ? createdAt : parseServerTime(createdAt);
  if (!created || Number.isNaN(created.getTime())) return 0;
  const left = Math.floor((created.getTime() + WINDOW_MS - new Date(now).getTime()) / 1000);
  return Number.isFinite(left) && left > 0 ? Math.min(left, WINDOW_MS / 1000) : 0;
}

/** The countdown as 'mm:ss' ('60:00' at creation, '00:00' once the window has passed). */
export function depositCountdown(createdAt: string | Date, now: Date | number): string {
  const seconds = depositSecondsLeft(createdAt, now);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`;
}
