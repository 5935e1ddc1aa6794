import { asNumber } from '@lobby/contract';

/** A whole number sent as a JSON number or as digits (form posts); undefined for anything else. */
export function wholeNumber(value: unknown): number | undefined {
  const number = asNumber(value);
  return Number.isSafeInteger(number) ? number : undefined;
}

/** Body fields that may arrive as numbers or digit strings; the handler decides what they mean. */
export const numberOrText = { anyOf: [{ type: 'number' }, { type: 'string' }] } as const;
