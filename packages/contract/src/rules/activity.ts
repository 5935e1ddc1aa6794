import { messages } from '../messages.ts';
import { asText } from './input.ts';

/**
 * Promotion sign-up amount: digits only (part 1 §5) and, ours, positive and a safe integer. A number
 * is accepted when it is a whole number (the server receives JSON numbers).
 */
export function validateActivityAmount(amount: unknown): string | null {
  const text = asText(amount).trim();
  if (!/^\d+$/.test(text)) return messages.activity.amountDigits;
  const value = Number(text);
  return value > 0 && Number.isSafeInteger(value) ? null : messages.activity.amountDigits;
}
