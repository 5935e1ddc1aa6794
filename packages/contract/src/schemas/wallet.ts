/** Money leaving or moving: turnover, withdrawals, transfers between wallets. */
import type { CallSchemas } from './calls.ts';
import { empty, integer, money, nullValue, object, string } from './schema.ts';

export const walletSchemas = {
  getBetAmount: { request: empty(), response: object({ bet_amount: money() }) },
  withdraw: { request: object({ amount: money(), bank: integer(), password: string() }), response: nullValue() },
  transfer: {
    request: object({ amount: money(), sourcetype: string(), targettype: string() }),
    response: nullValue(),
  },
} satisfies Partial<CallSchemas>;
