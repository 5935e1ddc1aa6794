import {
  BIND_PAY_PASSWORD_MAX_LENGTH,
  CARD_NUMBER_MAX_LENGTH,
  CARD_NUMBER_MIN_LENGTH,
  CARDHOLDER_MAX_LENGTH,
  PAY_PASSWORD_LENGTH,
  WALLET_ADDRESS_MAX,
  WALLET_ADDRESS_MIN,
} from '../constants.ts';
import { messages } from '../messages.ts';
import { asText, field, isBlank, type Input } from './input.ts';

const PAY_PASSWORD = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`);
const WALLET_ADDRESS = new RegExp(`^\\w{${WALLET_ADDRESS_MIN},${WALLET_ADDRESS_MAX}}$`);
const CARD_NUMBER = new RegExp(`^\\d{${CARD_NUMBER_MIN_LENGTH},${CARD_NUMBER_MAX_LENGTH}}$`);
const BIND_PAY_PASSWORD = new RegExp(`^\\d{${PAY_PASSWORD_LENGTH},${BIND_PAY_PASSWORD_MAX_LENGTH}}$`);

/** Unbind dialog: the payment password, exactly 6 digits (the dialog stays open on failure). */
export function validateUnbind(payPass: unknown): string | null {
  return PAY_PASSWORD.test(asText(payPass)) ? null : messages.card.payPasswordSixDigits;
}

/** The address input as typed: non-word characters stripped, cut to 42. */
export function sanitizeWalletAddress(raw: unknown): string {
  return asText(raw).replace(/\W/g, '').slice(0, WALLET_ADDRESS_MAX);
}

/**
 * Wallet bind (USDT or AnToken): the spec's three required checks (the USDT screen's address message
 * names USDT), then what the server also needs: a 26-42 word-character address and a 6-digit
 * payment password.
 */
export function validateWalletBind(
  input: Input<'bank_no' | 'bank_owner' | 'pay_pass'>,
  options: { screen: 'wallet' | 'usdt' } = { screen: 'wallet' },
): string | null {
  const address = asText(field(input, 'bank_no'));
  if (address.trim() === '') {
    return options.screen === 'usdt' ? messages.card.usdtAddressRequired : messages.card.walletAddressRequired;
  }
  if (isBlank(field(input, 'bank_owner'))) return messages.card.protocolRequired;
  const payPass = asText(field(input, 'pay_pass'));
  if (payPass === '') return messages.card.payPasswordRequired;
  if (!WALLET_ADDRESS.test(address)) return messages.card.walletAddressLength;
  if (!PAY_PASSWORD.test(payPass)) return messages.card.payPasswordSixDigits;
  return null;
}

/**
 * Bank-card bind (part 2 §5), in order: cardholder, bank, branch address, card number, payment
 * password present; then card number 8-50 digits (non-digits fail the same length check: the input
 * takes digits only), payment password 6-18 digits; then the cardholder's 50-character limit.
 */
export function validateBankCardBind(
  input: Input<'bank_owner' | 'bank' | 'bank_address' | 'bank_no' | 'pay_pass'>,
): string | null {
  if (isBlank(field(input, 'bank_owner'))) return messages.card.holderRequired;
  if (isBlank(field(input, 'bank'))) return messages.card.bankRequired;
  if (isBlank(field(input, 'bank_address'))) return messages.card.bankAddressRequired;
  const cardNumber = asText(field(input, 'bank_no'));
  if (cardNumber.trim() === '') return messages.card.cardNumberRequired;
  const payPass = asText(field(input, 'pay_pass'));
  if (payPass === '') return messages.card.payPasswordRequired;
  if (!CARD_NUMBER.test(cardNumber)) return messages.card.cardNumberLength;
  if (!BIND_PAY_PASSWORD.test(payPass)) return messages.card.payPasswordLength;
  if (asText(field(input, 'bank_owner')).length > CARDHOLDER_MAX_LENGTH) return messages.card.holderTooLong;
  return null;
}
