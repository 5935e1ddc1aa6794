import { timestampedNumber } from '../timestamped-number.ts';

/** An order number members and operators read aloud: 'D' or 'W' and a timestamped number. */
export function newMoneyOrderNumber(prefix: 'D' | 'W', now: Date = new Date()): string {
  return timestampedNumber(prefix, now);
}
