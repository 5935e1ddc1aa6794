import type { Generated } from 'kysely';

/** A saved bank card (list_type 1), USDT wallet (2) or AnToken wallet (4). */
export interface SavedCardsTable {
  id: Generated<number>;
  member_id: number;
  /** CardListType. */
  list_type: number;
  /** Bank name, 'USDT' or 'antoken'. */
  bank: string;
  bank_address: Generated<string>;
  /** The whole card number or wallet address. */
  bank_no: string;
  /** Cardholder name, or the protocol (TRC20/ERC20) of a wallet. */
  bank_owner: string;
  created_at: string;
}
