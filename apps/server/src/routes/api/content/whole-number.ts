import { INTEGER_COLUMN_MAX, INTEGER_COLUMN_MIN } from '@lobby/contract';

/**
 * A whole number sent as a JSON number or as plain digits (form posts), within what an INTEGER column
 * holds; undefined for anything else (' 5', '0x10', '1e2', [5], 2147483648), which the route answers
 * as it answers an unknown id.
 */
export function wholeNumber(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(number) && number >= INTEGER_COLUMN_MIN && number <= INTEGER_COLUMN_MAX ? number : undefined;
}
