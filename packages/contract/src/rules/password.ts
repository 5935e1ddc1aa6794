import { LOGIN_PASSWORD_MAX_LENGTH, LOGIN_PASSWORD_MIN_LENGTH, PAY_PASSWORD_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { asText, field, type Input } from './input.ts';

export interface PasswordChangeOptions {
  /**
   * 'login' (default) also refuses a new password over 16 characters, 'pay' one that is not 6 digits:
   * the inputs enforce these limits, the server must too. Checked after the spec's seven rules.
   */
  kind?: 'login' | 'pay';
}

/**
 * Password change (part 2 §5), the seven rules in order. `password` is the current password,
 * `paypassword` the NEW one (wire name kept), `newpasword` its confirmation.
 */
export function validatePasswordChange(
  input: Input<'password' | 'paypassword' | 'newpasword'>,
  options: PasswordChangeOptions = {},
): string | null {
  const current = asText(field(input, 'password'));
  const next = asText(field(input, 'paypassword'));
  const confirm = asText(field(input, 'newpasword'));
  if (current === '') return messages.password.oldRequired;
  if (next === '') return messages.password.newRequired;
  if (current.length < LOGIN_PASSWORD_MIN_LENGTH) return messages.password.oldLength;
  if (next.length < LOGIN_PASSWORD_MIN_LENGTH) return messages.password.newLength;
  if (confirm === '') return messages.password.confirmRequired;
  if (confirm !== next) return messages.password.mismatch;
  if (next === current) return messages.password.sameAsOld;
  if (options.kind === 'pay') {
    if (!new RegExp(`^\\d{${PAY_PASSWORD_LENGTH}}$`).test(next)) return messages.card.payPasswordSixDigits;
  } else if (next.length > LOGIN_PASSWORD_MAX_LENGTH) {
    return messages.password.newLength;
  }
  return null;
}
