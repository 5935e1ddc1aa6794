import type { Generated } from 'kysely';

/** A withdrawal: its amount sits in the member's held account while state is pending (1). */
export interface WithdrawalsTable {
  id: Generated<number>;
  withdraw_no: string;
  member_id: number;
  amount_fen: number;
  /** MONEY_ORDER_STATE. */
  state: number;
  /** The saved card or wallet, copied at request time (a later unbind keeps the payout address). */
  card_id: number;
  list_type: number;
  bank: string;
  bank_no: string;
  bank_owner: string;
  bank_address: string;
  /** Crypto only: converted amount and fee in USDT, decimal text. */
  usdt_amount: string | null;
  usdt_fee: string | null;
  created_at: string;
  reviewed_at: string | null;
}
