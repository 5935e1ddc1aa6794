import type { Generated } from 'kysely';

export interface DepositsTable {
  id: Generated<number>;
  deposit_no: string;
  member_id: number;
  /** DepositPaytype. */
  paytype: string;
  amount_fen: number;
  /** USDT amount as decimal text; null for non-crypto deposits. */
  real_money: string | null;
  /** MONEY_ORDER_STATE. */
  state: number;
  bank: string | null;
  bank_no: string | null;
  bank_owner: string | null;
  bank_address: string | null;
  /** USDT protocol. */
  catepay: string | null;
  created_at: string;
  credited_at: string | null;
  /** Sandbox orders (0007): the random secret in the pay URL; null for bank deposits. */
  pay_token: string | null;
  /** The platform's receiving wallet shown to the payer. */
  receiving_address: string | null;
  /** End of the payment window; null for bank deposits, which wait for review instead. */
  expires_at: string | null;
  /** DepositOutcome: how the order left the pending state. */
  outcome: string | null;
  closed_at: string | null;
}
