import { TRANSFER_POLL_MS, api } from '@lobby/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { readVenueWallets, type VenueBalance } from '@/features/balance';
import { fetchData } from '@/lib/api-client';

/**
 * POST /api/balancelist2 every TRANSFER_POLL_MS, only while the transfer screen is open: the query has
 * no observer once the screen unmounts, so the interval stops with it (part 2 §4). A failed poll stays
 * silent; the next one tries again.
 */
export const transferVenuesQueryOptions = () =>
  queryOptions({
    queryKey: ['transfer-venues'],
    queryFn: async () => readVenueWallets(await fetchData(api.balancelist2, {})),
    refetchInterval: TRANSFER_POLL_MS,
    meta: { silent: true },
  });

export function useTransferVenues() {
  return useQuery(transferVenuesQueryOptions());
}

/** Writes one venue's fresh balance into the polled list. */
export function useUpdateVenueBalance(): (venue: VenueBalance) => void {
  const queryClient = useQueryClient();
  return (venue) =>
    queryClient.setQueryData(transferVenuesQueryOptions().queryKey, (venues) =>
      venues?.map((entry) => (entry.platform === venue.platform ? { ...entry, balance: venue.balance } : entry)),
    );
}
