import { PLATFORM_WALLET, type Platform, type VenueWallet } from '@lobby/contract';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';

/** A side of a transfer: the platform wallet or a venue, with its balance once known. */
export interface TransferWallet extends Platform {
  balance: number | undefined;
}

/**
 * The pickers' choices: the synthetic platform wallet ('userbalance', 平台钱包) first, then every venue.
 * The platform wallet is kept out of the venue grid: the main balance above already shows it.
 */
export function useTransferWallets(venues: Platform[], balances: VenueWallet[] | undefined): TransferWallet[] {
  const balance = useUserStore((state) => state.userInfo?.balance);
  return [
    { platname: PLATFORM_WALLET, name: labels.transfer.platformWallet, balance },
    ...venues.map((venue) => ({
      ...venue,
      balance: balances?.find((entry) => entry.platname === venue.platname)?.balance,
    })),
  ];
}
