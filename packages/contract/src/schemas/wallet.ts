/** Money leaving or moving: turnover, withdrawals, transfers between wallets. */
import type { CallSchemas } from './calls.ts';
import { TEXT_LIMITS as L } from '../rules/wire.ts';
import { empty, money, nullValue, object } from './schema.ts';
import { wireAmount, wireInteger, wireText } from './wire-forms.ts';

export const walletSchemas = {
  getBetAmount: { request: empty(), response: object({ bet_amount: money() }) },
  withdraw: { request: object({ amount: wireAmount(), bank: wireInteger(), password: wireText(L.payPassword) }), response: nullValue() },
  transfer: {
    request: object({ amount: wireAmount(), sourcetype: wireText(L.code), targettype: wireText(L.code) }),
    response: nullValue(),
  },
} satisfies Partial<CallSchemas>;
