/** Malformed payloads for fuzzing a call: built from the call's request schema in the contract. */
import { api, type CallKey } from '@lobby/contract';
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
  // Issue 10: text PostgreSQL cannot hold, integers beyond an INTEGER column, and numbers spelt so that
  // a lenient parser (Number, Ajv's coercion) would read them: the spec writes amounts and ids as digits.
  'NUL text': 'a\u0000b',
  'NUL alone': '\u0000',
  '2^31': 2_147_483_648,
  '2^31 text': '2147483648',
  '2^63': 9_223_372_036_854_775_808,
  '2^63 text': '9223372036854775808',
  'minus one': -1,
  '1e20': 1e20,
  'hex text': '0x10',
  'exponent text': '1e2',
  'one-element array': [100],
  'one-element array of 1': [1],
  'plus sign text': '+100',
  'trailing newline': '100\n',
  'hex flag': '0x1',
};

const json = (name: string, value: unknown, valueName?: string): MalformedRequest => ({
  name,
  ...(valueName ? { value: valueName } : {}),
  contentType: 'application/json',
  body: JSON.stringify(value),
});

/** A field no call takes: sent to calls without input, whose only malformed payload is one with fields. */
const STRAY_FIELD = 'amount';

/**
 * Malformed requests for one call, each of which the call must refuse (a code other than 200):
 * - missing fields and empty text only where the call requires a field (otherwise {} is the valid default);
 * - body shapes (array, bare number, broken JSON, wrong content type, form body) only for POST calls: a GET
 *   call's input is its query string, which the bad values reach field by field;
 * - for a call without input, its bad values in a stray field.
 */
export function malformedRequests(key: CallKey): MalformedRequest[] {
  const schema = callSchemas[key].request as { properties?: object; required?: string[] };
  const callFields = Object.keys(schema.properties ?? {});
  const requiresInput = (schema.required ?? []).length > 0;
  const fields = callFields.length > 0 ? callFields : [STRAY_FIELD];
  const everyField = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  const isPost = api[key].method === 'POST';
  const bodyShapes: MalformedRequest[] = [
    json('an array instead of an object', [everyField(1)]),
    json('a bare number', 42),
    { name: 'broken JSON', contentType: 'application/json', body: '{"amount": 1,' },
    // 200,000 bytes that a recursive walk over the parsed body could not survive.
    { name: '100,000 nested arrays', contentType: 'application/json', body: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
    { name: 'wrong content type', contentType: 'text/plain', body: 'amount=100' },
    { name: 'form body of bad values', contentType: 'application/x-www-form-urlencoded', body: new URLSearchParams(Object.fromEntries(fields.map((field) => [field, '-1e999']))).toString() },
  ];
  return [
    ...(requiresInput ? [json('missing fields', {})] : []),
    ...(isPost ? bodyShapes : []),
    ...Object.entries(BAD_VALUES)
      .filter(([name]) => requiresInput || name !== 'empty text')
      // A query string cannot tell a one-element array from its element ('page=1' is a valid page).
      .filter(([, value]) => isPost || !(Array.isArray(value) && value.length === 1))
      .map(([name, value]) => json(`${name} in every field`, everyField(value), name)),
  ];
}

/** Bad values that are a valid input of one call, with why. */
const VALID_FOR: Partial<Record<CallKey, readonly string[]>> = {
  // 0 is one of the free-transfer switch's two values (off).
  uptransferstatus: ['zero'],
};

/** True when the call must refuse this request: every malformed request but the few VALID_FOR lists. */
export function mustRefuse(key: CallKey, request: MalformedRequest): boolean {
  return !(request.value !== undefined && (VALID_FOR[key] ?? []).includes(request.value));
}
