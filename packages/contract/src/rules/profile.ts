import { EARLIEST_BIRTHDAY } from '../constants.ts';
import { formatBirthday } from '../domain/time.ts';
import { messages } from '../messages.ts';
import { asText, field, type Input } from './input.ts';

/**
 * Mainland-China mobile (part 2 §5): optional prefix 0, 86 or 17951, then 13x, 15x except 154,
 * 176/177/178, 18x, 145 or 147, then 8 more digits.
 */
const MAINLAND_MOBILE = /^(?:0|86|17951)?(?:13\d|15[0-35-9]|17[6-8]|18\d|14[57])\d{8}$/;
/** The usual pattern with a 2-4 letter top-level domain. */
const EMAIL = /^[\w.+-]+@[A-Za-z\d-]+(?:\.[A-Za-z\d-]+)*\.[A-Za-z]{2,4}$/;
const BIRTHDAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isMainlandMobile(value: unknown): boolean {
  return MAINLAND_MOBILE.test(asText(value));
}

export function isEmail(value: unknown): boolean {
  return EMAIL.test(asText(value));
}

/** YYYY-MM-DD naming a real calendar day (no 2023-02-30). */
export function isBirthday(value: unknown): boolean {
  const match = BIRTHDAY.exec(asText(value));
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A birthday the date picker can choose (part 2 §2, §9): from EARLIEST_BIRTHDAY to today in Beijing
 * time (where the server's day turns), inclusive. YYYY-MM-DD texts compare as dates.
 */
export function isBirthdayInRange(value: unknown, now: Date | number = Date.now()): boolean {
  const text = asText(value);
  return isBirthday(text) && text >= EARLIEST_BIRTHDAY && text <= formatBirthday(now);
}

/**
 * Profile save, in order: mobile, email, birthday. All three are required, as in the spec: an empty
 * value fails its pattern (the original screen saves the three together). A real date outside the
 * picker's range (before 1980-01-01, after today) gets its own message. `now` is for tests.
 */
export function validateProfile(input: Input<'mobile' | 'email' | 'birthday'>, now: Date | number = Date.now()): string | null {
  if (!isMainlandMobile(field(input, 'mobile'))) return messages.profile.mobile;
  if (!isEmail(field(input, 'email'))) return messages.profile.email;
  if (!isBirthday(field(input, 'birthday'))) return messages.profile.birthday;
  if (!isBirthdayInRange(field(input, 'birthday'), now)) return messages.input.birthdayRange(EARLIEST_BIRTHDAY);
  return null;
}
