import { ANTOKEN_PROTOCOLS, BANK_NO_TAIL, CARD_LIST_TYPES, CRYPTO_BANK, PROTOCOLS, type CardListType, type Protocol } from '@lobby/contract';

export type CryptoListType = typeof CARD_LIST_TYPES.usdt | typeof CARD_LIST_TYPES.antoken;

export interface CryptoKind {
  listType: CryptoListType;
  /** As the contract spells it: 'USDT' or 'antoken'. */
  bank: string;
}

/**
 * bindcard says what it binds only through `bank`: 'USDT' or 'antoken' is a wallet (any letter case,
 * stored as the contract spells it), anything else names a bank.
 */
export function cryptoKindOf(bank: string): CryptoKind | undefined {
  const key = bank.trim().toLowerCase();
  if (key === CRYPTO_BANK.usdt.toLowerCase()) return { listType: CARD_LIST_TYPES.usdt, bank: CRYPTO_BANK.usdt };
  if (key === CRYPTO_BANK.antoken.toLowerCase()) return { listType: CARD_LIST_TYPES.antoken, bank: CRYPTO_BANK.antoken };
  return undefined;
}

/** TRC20 or ERC20 for USDT; TRC20 only for AnToken. */
export function protocolsOf(listType: CryptoListType): readonly Protocol[] {
  return listType === CARD_LIST_TYPES.usdt ? PROTOCOLS : ANTOKEN_PROTOCOLS;
}

export function isCardListType(value: number): value is CardListType {
  return (Object.values(CARD_LIST_TYPES) as number[]).includes(value);
}

/** A bank card number as the API shows it: only the last 4 digits, e.g. '**** **** **** 1234'. */
export function maskBankNumber(bankNo: string): string {
  return `**** **** **** ${bankNo.slice(-BANK_NO_TAIL)}`;
}
