import { CARD_LIST_TYPES, WITHDRAWAL_MODES, type CardListType } from '@lobby/contract';
import { labels } from '@/messages';
import { href, routes } from '@/route-table';

export type WithdrawalMode = (typeof WITHDRAWAL_MODES)[keyof typeof WITHDRAWAL_MODES];

interface ModeView {
  cardType: CardListType;
  /** How the account list shows a number: last 4 digits of a card, last 10 of an address. */
  tail: 'bank' | 'wallet';
  accountsTitle: () => string;
  addLabel: () => string;
  addPath: string;
}

/** Each withdrawal mode (qutype): which saved list it draws from and where a new account is added. */
export const MODE_VIEWS: Readonly<Record<WithdrawalMode, ModeView>> = {
  [WITHDRAWAL_MODES.bank]: {
    cardType: CARD_LIST_TYPES.bank,
    tail: 'bank',
    accountsTitle: labels.withdrawal.bankAccounts,
    addLabel: labels.withdrawal.addBankCard,
    addPath: routes.addBankCard.path,
  },
  [WITHDRAWAL_MODES.usdt]: {
    cardType: CARD_LIST_TYPES.usdt,
    tail: 'wallet',
    accountsTitle: labels.withdrawal.walletAccounts,
    addLabel: labels.withdrawal.addUsdt,
    addPath: href('wallet', { type: 2, show: 1 }),
  },
  [WITHDRAWAL_MODES.antoken]: {
    cardType: CARD_LIST_TYPES.antoken,
    tail: 'wallet',
    accountsTitle: labels.withdrawal.walletAccounts,
    addLabel: labels.withdrawal.addAntoken,
    addPath: href('wallet', { type: 3, show: 1 }),
  },
};

/**
 * The mode from /withdrawal?qutype=. The AnToken view has no tab button (part 2 §2); we open it by
 * its qutype in the address (/withdrawal?qutype=3), so a link or an operator's notice can lead there.
 * Anything else is the bank-card tab.
 */
export function toWithdrawalMode(value: string | null): WithdrawalMode {
  const mode = Number(value);
  return mode === WITHDRAWAL_MODES.usdt || mode === WITHDRAWAL_MODES.antoken ? mode : WITHDRAWAL_MODES.bank;
}
