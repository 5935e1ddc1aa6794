import { messages } from '../messages.ts';

/**
 * Promotion sign-up amount: digits only (part 1 §5) and, ours, positive and a safe integer. Judged on
 * the value as sent: a whole JSON number, or plain digits; never '+100', '1e2', '0x10', ' 100' or [100].
 */
export function validateActivityAmount(amount: unknown): string | null {
  if (typeof amount === 'number') return Number.isSafeInteger(amount) && amount > 0 ? null : messages.activity.amountDigits;
  if (typeof amount !== 'string' || !/^\d+$/.test(amount)) return messages.activity.amountDigits;
  const value = Number(amount);
  return value > 0 && Number.isSafeInteger(value) ? null : messages.activity.amountDigits;
}
