import { PLATFORM_WALLET } from '../constants.ts';
import { messages } from '../messages.ts';
import { yuanToFen } from '../domain/money.ts';
import { asText, field, type Input } from './input.ts';

/**
 * Manual transfer (part 2 §5), in the spec's order: amount present (and, ours, a positive amount with
 * at most 2 decimals), one side is the platform wallet ('userbalance'), a target chosen, then ours:
 * a source chosen, and the two sides differ (stated in the UI).
 */
export function validateTransfer(input: Input<'amount' | 'sourcetype' | 'targettype'>): string | null {
  const amount = field(input, 'amount');
  // Missing means absent or empty text; anything else present (NaN, {}, Infinity) is an invalid amount.
  if (amount == null || (typeof amount === 'string' && amount.trim() === '')) return messages.transfer.amountRequired;
  const fen = yuanToFen(amount);
  if (fen === null || fen <= 0) return messages.transfer.amountInvalid;
  const source = asText(field(input, 'sourcetype')).trim();
  const target = asText(field(input, 'targettype')).trim();
  // Checked only once both sides are chosen, so a missing side gets its own message below.
  if (source !== '' && target !== '' && source !== PLATFORM_WALLET && target !== PLATFORM_WALLET) {
    return messages.transfer.venueToVenue;
  }
  if (target === '') return messages.transfer.targetRequired;
  if (source === '') return messages.transfer.sourceRequired;
  if (source === target) return messages.transfer.sameAccount;
  return null;
}
