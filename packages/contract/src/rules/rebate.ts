import { messages } from '../messages.ts';
import { asNumber } from './input.ts';

/** Rebate claim: refused when the pending amount (nojisuan) is 0 or less, or not a number. */
export function validateRebateClaim(pending: unknown): string | null {
  return asNumber(pending) > 0 ? null : messages.rebate.nothingToClaim;
}
