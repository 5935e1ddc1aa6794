import { MIN_WITHDRAWAL_YUAN, WITHDRAWAL_MODES } from '../constants.ts';
import { messages } from '../messages.ts';
import { yuanToFen } from '../domain/money.ts';
import { asNumber, asText, field, isBlank, type Input } from './input.ts';

/**
 * Withdrawal, all modes (part 2 §5), in order: an account selected (qutype 1 names the bank card,
 * 2 and 3 the wallet address), amount at least 100 yuan (an empty or non-numeric amount fails here
 * too), payment password present. Then ours: an amount with more than 2 decimals is refused.
 */
export function validateWithdrawal(input: Input<'qutype' | 'bank' | 'amount' | 'password'>): string | null {
  if (isBlank(field(input, 'bank'))) {
    return asNumber(field(input, 'qutype')) === WITHDRAWAL_MODES.bank
      ? messages.withdrawal.selectBankCard
      : messages.withdrawal.selectWallet;
  }
  const amount = asNumber(field(input, 'amount'));
  if (!(amount >= MIN_WITHDRAWAL_YUAN)) return messages.withdrawal.minAmount;
  if (asText(field(input, 'password')) === '') return messages.withdrawal.passwordRequired;
  if (yuanToFen(field(input, 'amount')) === null) return messages.withdrawal.amountInvalid;
  return null;
}
