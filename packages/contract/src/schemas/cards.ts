/** Saved bank cards and crypto wallets. */
import type { SavedCard } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { array, empty, integer, nullValue, object, oneOf, optional, string, type Schema } from './schema.ts';

const savedCard: Schema<SavedCard> = object({
  id: integer(),
  bank: string(),
  bank_address: string(),
  bank_owner: string(),
  bank_no: string(),
  ico: string(),
});

export const cardSchemas = {
  getcard: { request: object({ type: oneOf([1, 2, 4]) }), response: array(savedCard) },
  delcard: { request: object({ id: integer(), pay_pass: string() }), response: nullValue() },
  bindcard: {
    request: object({
      bank: string(),
      bank_no: string(),
      bank_owner: string(),
      pay_pass: string(),
      bank_address: optional(string()),
    }),
    response: nullValue(),
  },
  banklist: { request: empty(), response: array(object({ bank_name: string() })) },
} satisfies Partial<CallSchemas>;
