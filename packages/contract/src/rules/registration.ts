import { ACCOUNT_MAX_LENGTH, ACCOUNT_MIN_LENGTH, CAPTCHA_LENGTH, REGISTER_PASSWORD_MIN_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { asText, field, type Input } from './input.ts';

type RegistrationField = 'name' | 'password' | 'confirmPass' | 'realname' | 'paypassword' | 'code';

/** 6-10 letters and digits, at least one of each. */
const ACCOUNT = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${ACCOUNT_MIN_LENGTH},${ACCOUNT_MAX_LENGTH}}$`);
/** At least 8 letters and digits, at least one of each. No upper bound: the spec gives none. */
const PASSWORD = new RegExp(`^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z\\d]{${REGISTER_PASSWORD_MIN_LENGTH},}$`);
/**
 * Real name: letters of any script (Chinese, English, others; \p{M} keeps combining accents), the dots
 * '.' and '·' (as in 约翰·史密斯) and '&'. Our choices where the spec is silent: single spaces between
 * parts are allowed ('John Smith'), no leading, trailing or double spaces, at least one letter, at most
 * 50 characters (the cardholder-name limit, since withdrawals match on it).
 */
const REALNAME_PART = /^[\p{L}\p{M}.·&]+(?: [\p{L}\p{M}.·&]+)*$/u;
const REALNAME_MAX_LENGTH = 50;
const PAY_PASSWORD = /^\d{6}$/;
/** The captcha as typed: letters and digits, at least CAPTCHA_LENGTH of them. */
const CAPTCHA = new RegExp(`^[A-Za-z\\d]{${CAPTCHA_LENGTH},}$`);

function isValidAccount(value: unknown): boolean {
  return ACCOUNT.test(asText(value));
}

function isValidRealname(value: unknown): boolean {
  const name = asText(value);
  return name.length <= REALNAME_MAX_LENGTH && REALNAME_PART.test(name) && /\p{L}/u.test(name);
}

/**
 * What the server can check of a registration (part 1 §5), in the spec's order: account, password,
 * confirmation, real name, payment password, captcha present. The captcha's match and the agreement
 * exist only in the browser (see validateRegistrationForm).
 */
export function validateRegistrationPayload(input: Input<RegistrationField>): string | null {
  if (!isValidAccount(field(input, 'name'))) return messages.register.account;
  const password = asText(field(input, 'password'));
  if (!PASSWORD.test(password)) return messages.register.password;
  if (asText(field(input, 'confirmPass')) !== password) return messages.register.confirmMismatch;
  if (!isValidRealname(field(input, 'realname'))) return messages.register.realname;
  if (!PAY_PASSWORD.test(asText(field(input, 'paypassword')))) return messages.register.payPassword;
  if (!CAPTCHA.test(asText(field(input, 'code')))) return messages.register.captcha;
  return null;
}

/** The registration form: the payload's checks, the captcha matched at the captcha step, then the agreement. */
export function validateRegistrationForm(
  input: Input<RegistrationField | 'agreed'>,
  shownCode: string,
): string | null {
  const failure = validateRegistrationPayload(input);
  if (failure) return failure;
  if (asText(field(input, 'code')).toLowerCase() !== shownCode.trim().toLowerCase()) {
    return messages.register.captcha;
  }
  if (field(input, 'agreed') !== true) return messages.register.agreement;
  return null;
}
