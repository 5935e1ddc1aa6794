/** Saved bank cards and crypto wallets. */
import type { SavedCard } from '../entities.ts';
import type { CallSchemas } from './calls.ts';
import { TEXT_LIMITS as L } from '../rules/wire.ts';
import { array, empty, integer, nullValue, object, oneOf, optional, string, type Schema } from './schema.ts';
import { wire, wireInteger, wireText } from './wire-forms.ts';

const savedCard: Schema<SavedCard> = object({
  id: integer(),
  bank: string(),
  bank_address: string(),
  bank_owner: string(),
  bank_no: string(),
  ico: string(),
});

export const cardSchemas = {
  // The route answers an unknown list type; a payload without one is malformed.
  getcard: { request: object({ type: wire(oneOf([1, 2, 4]), { kind: 'integer', required: true }) }), response: array(savedCard) },
  delcard: { request: object({ id: wireInteger(), pay_pass: wireText(L.payPassword) }), response: nullValue() },
  bindcard: {
    request: object({
      bank: wireText(L.bankName),
      bank_no: wireText(L.cardNumber),
      bank_owner: wireText(L.holder),
      pay_pass: wireText(L.payPassword),
      bank_address: optional(wireText(L.bankBranch)),
    }),
    response: nullValue(),
  },
  banklist: { request: empty(), response: array(object({ bank_name: string() })) },
} satisfies Partial<CallSchemas>;
