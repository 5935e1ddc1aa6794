/** Malformed payloads for fuzzing a call: built from the call's request schema in the contract. */
import type { CallKey } from '@lobby/contract';
import { callSchemas } from '@lobby/contract/schemas';

export interface MalformedRequest {
  name: string;
  /** The BAD_VALUES entry that fills every field, if any. */
  value?: string;
  contentType: string;
  /** Sent as is: a JSON text, or something that is not JSON at all. */
  body: string;
}

const HUGE_TEXT = 'x'.repeat(10_000);

/** Each value fills every field of the payload at once. */
const BAD_VALUES: Record<string, unknown> = {
  negative: -100,
  zero: 0,
  'negative cent': -0.01,
  'NaN text': 'NaN',
  'Infinity text': 'Infinity',
  'huge number': 1e308,
  'beyond safe integers': 9_007_199_254_740_993_000,
  'huge number text': '1e999',
  'three decimals': 100.123,
  '10,000 characters': HUGE_TEXT,
  'SQL text': "1' OR '1'='1'; DROP TABLE members; --",
  'script text': '<script>alert(1)</script><img src=x onerror=alert(1)>',
  'empty text': '',
  null: null,
  boolean: true,
  array: [1, 2],
  object: { $gt: 0 },
};

const json = (name: string, value: unknown, valueName?: string): MalformedRequest => ({
  name,
  ...(valueName ? { value: valueName } : {}),
  contentType: 'application/json',
  body: JSON.stringify(value),
});

export function malformedRequests(key: CallKey): MalformedRequest[] {
  const fields = Object.keys((callSchemas[key].request.properties ?? {}) as object);
  const everyField = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  return [
    json('missing fields', {}),
    json('an array instead of an object', [everyField(1)]),
    json('a bare number', 42),
    { name: 'broken JSON', contentType: 'application/json', body: '{"amount": 1,' },
    { name: 'wrong content type', contentType: 'text/plain', body: 'amount=100' },
    { name: 'form body of bad values', contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(Object.fromEntries(fields.map((field) => [field, '-1e999']))).toString() },
    ...Object.entries(BAD_VALUES).map(([name, value]) => json(`${name} in every field`, everyField(value), name)),
  ];
}

/**
 * Reads whose input only filters what the caller may see anyway: a malformed filter may fall back to
 * the default or find nothing (200 with an empty list), as long as it is no 5xx and no money moves.
 */
const READS: ReadonlySet<CallKey> = new Set<CallKey>([
  'bannerList', 'activitydeatil', 'article', 'gamelistBycode', 'getcard', 'getPayRange', 'payinfo',
  'noticeList', 'betrecord', 'gettransrecord', 'getfanshui', 'activityApplyLog', 'redpacket',
]);

/**
 * Fastify's schema coercion turns JSON true into 1 and null into 0 for number fields; where that
 * makes a valid payload the call may accept it.
 */
const VALID_AFTER_COERCION: Partial<Record<CallKey, readonly string[]>> = {
  // 0 and 1 are the flag's two values.
  uptransferstatus: ['zero', 'null', 'boolean'],
  // Activity 1 with 1 yuan: an ordinary pending application; no money moves.
  doactivityapply: ['boolean'],
};

/**
 * True when the call must refuse this request (a code other than 200): it changes something and
 * requires input. Calls without input (/api/app, /api/user, ...) ignore the body and may answer 200.
 */
export function mustRefuse(key: CallKey, request: MalformedRequest): boolean {
  const requiresInput = ((callSchemas[key].request.required ?? []) as string[]).length > 0;
  const validAfterCoercion = request.value !== undefined && (VALID_AFTER_COERCION[key] ?? []).includes(request.value);
  return requiresInput && !READS.has(key) && !validAfterCoercion;
}
