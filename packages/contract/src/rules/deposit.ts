import type { PayRange } from '../entities.ts';
import { messages } from '../messages.ts';
import { yuanToFen } from '../domain/money.ts';
import { field, isBlank, type Input } from './input.ts';

/** Bank deposit form (part 2 §5), in order: depositor name, bank type, card number, branch address. */
export function validateBankDeposit(input: Input<'bank_owner' | 'bank' | 'bank_no' | 'bank_address'>): string | null {
  if (isBlank(field(input, 'bank_owner'))) return messages.deposit.depositorRequired;
  if (isBlank(field(input, 'bank'))) return messages.deposit.bankTypeRequired;
  if (isBlank(field(input, 'bank_no'))) return messages.deposit.cardNumberRequired;
  if (isBlank(field(input, 'bank_address'))) return messages.deposit.bankAddressRequired;
  return null;
}

/**
 * Amount between min_price and max_price inclusive. Compared in fen, so 100.001 or 'abc' fail with
 * the same message (an amount must also be a positive yuan amount with at most 2 decimals).
 */
export function validateDepositAmount(amount: unknown, range: PayRange): string | null {
  const message = messages.deposit.amountBetween(range.min_price, range.max_price);
  const fen = yuanToFen(amount);
  const min = yuanToFen(range.min_price);
  const max = yuanToFen(range.max_price);
  if (fen === null || min === null || max === null) return message;
  return fen > 0 && fen >= min && fen <= max ? null : message;
}
