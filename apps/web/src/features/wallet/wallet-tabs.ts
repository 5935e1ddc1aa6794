import {
  ANTOKEN_PROTOCOLS,
  CRYPTO_BANK,
  PROTOCOLS,
  WALLET_TAB_CARD_TYPES,
  type CardListType,
  type Protocol,
} from '@lobby/contract';

/** /wallet?type=: 1 bank cards, 2 USDT wallets, 3 AnToken wallets. */
export type WalletTab = 1 | 2 | 3;

export interface CryptoWallet {
  /** bindcard's `bank` value. */
  bank: string;
  protocols: readonly Protocol[];
}

/** The crypto tabs' bind settings: ERC20 is offered only for USDT (part 2 §9). */
export const CRYPTO_WALLETS: Readonly<Record<2 | 3, CryptoWallet>> = {
  2: { bank: CRYPTO_BANK.usdt, protocols: PROTOCOLS },
  3: { bank: CRYPTO_BANK.antoken, protocols: ANTOKEN_PROTOCOLS },
};

export const WALLET_TABS: readonly WalletTab[] = [1, 2, 3];

/** The tab a ?type= names; bank cards when it names none. */
export function walletTabOf(type: string | null): WalletTab {
  const tab = Number(type);
  return tab === 2 || tab === 3 ? tab : 1;
}

export function cardTypeOf(tab: WalletTab): CardListType {
  return WALLET_TAB_CARD_TYPES[tab];
}
