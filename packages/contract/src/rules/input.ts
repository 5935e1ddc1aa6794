/**
 * Reading untrusted input: the same rules run on form state in the browser and on request bodies in
 * the server, so every rule takes `unknown` values and never throws.
 */

/** A form or body whose fields may be anything (or missing). */
export type Input<K extends string> = { readonly [P in K]?: unknown } | null | undefined;

/** The field's value, or undefined when `input` is not an object. */
export function field(input: unknown, key: string): unknown {
  return input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[key] : undefined;
}

/** Strings as they are; finite numbers as decimal text; anything else as ''. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** Missing, empty or only whitespace. */
export function isBlank(value: unknown): boolean {
  return asText(value).trim() === '';
}

/** A number from a number or a plain decimal string ('100', '99.5'); NaN for anything else. */
export function asNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : NaN;
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Number(value);
  return NaN;
}
