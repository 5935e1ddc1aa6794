import { BANK_NO_TAIL, WALLET_NO_TAIL } from '../constants.ts';

/** What a withdrawal list shows of an account: the last 4 digits of a card, the last 10 of an address. */
export function accountTail(bankNo: unknown, kind: 'bank' | 'wallet'): string {
  const text = typeof bankNo === 'string' || typeof bankNo === 'number' ? String(bankNo) : '';
  return text.slice(-(kind === 'bank' ? BANK_NO_TAIL : WALLET_NO_TAIL));
}
