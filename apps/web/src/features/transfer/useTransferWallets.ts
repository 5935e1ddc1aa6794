import { PLATFORM_WALLET } from '@lobby/contract';
import type { Venue, VenueBalance } from '@/features/balance';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';

/** A side of a transfer: the platform wallet or a venue, with its balance once known. */
export interface TransferWallet extends Venue {
  balance: number | undefined;
}

/**
 * The pickers' choices: the synthetic platform wallet ('userbalance', 中心钱包) first, then every venue.
 * The platform wallet is kept out of the venue grid: the main balance above already shows it.
 */
export function useTransferWallets(venues: Venue[], balances: VenueBalance[] | undefined): TransferWallet[] {
  const balance = useUserStore((state) => state.userInfo?.balance);
  return [
    { platform: PLATFORM_WALLET, name: labels.transfer.platformWallet(), balance },
    ...venues.map((venue) => ({
      ...venue,
      balance: balances?.find((entry) => entry.platform === venue.platform)?.balance,
    })),
  ];
}
