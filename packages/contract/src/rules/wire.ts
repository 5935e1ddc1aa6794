/**
 * What a field may look like on the wire, judged on the raw value before anything coerces it: the
 * server runs these on every request before its schema validator (which reads '0x10' as 16), so a
 * hostile spelling never reaches a rule or a database. Each call's own rule then decides what the
 * value must be (positive, within a range, one of a list).
 */
import { messages } from '../messages.ts';

/** The largest value of an INTEGER column (PostgreSQL's int4: every id, type and code column). */
export const INTEGER_COLUMN_MAX = 2_147_483_647;
export const INTEGER_COLUMN_MIN = -2_147_483_648;

const DIGITS = /^\d+$/;
/** Plain decimal digits; how many decimals an amount may have is each call's rule (the spec's money: 2). */
const AMOUNT_TEXT = /^\d+(?:\.\d+)?$/;

/**
 * True when a string anywhere in the value (keys of objects too) holds U+0000. A loop over a stack, not
 * recursion: however deep a hostile value nests, it cannot run out of call stack.
 */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      // One at a time: spreading a long array into push() would overflow the stack on its own.
      for (const child of item) pending.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * An amount as the wire may carry it: a finite JSON number, or plain decimal digits. Never an array,
 * hex ('0x10'), exponent ('1e2'), sign ('+100') or surrounding whitespace ('100\n'). Blank text passes:
 * each call's rule answers a missing amount with its own message (and too many decimals likewise).
 */
export function isWireAmount(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && (value.trim() === '' || AMOUNT_TEXT.test(value));
}

/** A whole number as the wire may carry it: a finite JSON number or plain digits (empty text passes). */
function isWireDigits(value: unknown): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && (value === '' || DIGITS.test(value));
}

/** An id, type or code bound for an INTEGER column: a JSON number or plain digits the column can hold. */
export function isWireInteger(value: unknown): boolean {
  if (!isWireDigits(value)) return false;
  if (value === '') return true;
  const number = Number(value);
  return number >= INTEGER_COLUMN_MIN && number <= INTEGER_COLUMN_MAX;
}

/** A switch: 0 or 1, as a JSON number or as the digit. */
export function isWireFlag(value: unknown): boolean {
  return value === 0 || value === 1 || value === '0' || value === '1';
}

/** Text as the wire may carry it: a string, or a JSON number some clients send for digits (never an array). */
export function isWireText(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
}

/**
 * A positive whole number that an INTEGER id column can hold, from a JSON number or plain digits;
 * undefined for anything else (then the caller answers "not found" or refuses).
 */
export function columnId(value: unknown): number | undefined {
  if (!isWireDigits(value) || value === '') return undefined;
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 && number <= INTEGER_COLUMN_MAX ? number : undefined;
}

export interface TextLimit {
  readonly max: number;
  /** The field as the member knows it, named in the message (messages.fields, in the member's language). */
  readonly field: keyof typeof messages.fields;
}

/**
 * The longest text each kind of field takes (characters). Ceilings above what the spec's own rules
 * allow (an account is 6-10, a card number at most 50), so those rules keep their own messages; these
 * bound what no rule bounds and keep megabytes out of the database and the password hasher.
 */
export const TEXT_LIMITS = {
  account: { max: 50, field: 'account' },
  password: { max: 64, field: 'password' },
  captcha: { max: 16, field: 'captcha' },
  realname: { max: 50, field: 'realname' },
  introducer: { max: 20, field: 'introducer' },
  payPassword: { max: 32, field: 'payPassword' },
  mobile: { max: 20, field: 'mobile' },
  email: { max: 100, field: 'email' },
  birthday: { max: 10, field: 'birthday' },
  bankName: { max: 50, field: 'bankName' },
  bankBranch: { max: 100, field: 'bankBranch' },
  /** A card number (at most 50 digits) or a wallet address (42 after stripping separators). */
  cardNumber: { max: 100, field: 'cardNumber' },
  /** A cardholder (50, with its own message), a depositor or a wallet protocol. */
  holder: { max: 100, field: 'realname' },
  applyInfo: { max: 500, field: 'applyInfo' },
  /** Platform, game, provider, category, method and type codes, and order numbers. */
  code: { max: 64, field: 'parameter' },
  /** Tokens and signatures of the demo venue and the sandbox payment provider. */
  token: { max: 256, field: 'parameter' },
  /** Back office: a message title, and a member account or 'all'. */
  title: { max: 200, field: 'title' },
  /** Back office: an announcement. */
  announcement: { max: 2_000, field: 'announcement' },
  /** Back office: HTML of a promotion, an article or a message. */
  html: { max: 200_000, field: 'content' },
} as const satisfies Record<string, TextLimit>;

/** The limit's message when the value is longer than it; null otherwise (and for what is not text). */
export function validateTextLength(value: unknown, limit: TextLimit): string | null {
  return typeof value === 'string' && value.length > limit.max ? messages.input.tooLong(messages.fields[limit.field], limit.max) : null;
}
