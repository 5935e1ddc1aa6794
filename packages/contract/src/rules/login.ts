import { messages } from '../messages.ts';
import { asText, field, isBlank, type Input } from './input.ts';

/**
 * Login form (part 1 §5), in order: account and password, captcha present, captcha equal to the shown
 * image's code (case-insensitive; only when `shownCode` is given: the server never sees the image).
 */
export function validateLogin(input: Input<'name' | 'password' | 'code'>, shownCode?: string): string | null {
  if (isBlank(field(input, 'name')) || asText(field(input, 'password')) === '') {
    return messages.login.credentialsRequired;
  }
  const code = asText(field(input, 'code')).trim();
  if (code === '') return messages.login.captchaRequired;
  if (shownCode !== undefined && code.toLowerCase() !== shownCode.trim().toLowerCase()) {
    return messages.login.captchaMismatch;
  }
  return null;
}
