import { api, messages, type Platform, type VenueWallet } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';
import { ApiError, NetworkError } from '@/lib/errors';

/** Venue wallets with their balances as numbers (/api/balancelist2, /api/userapimoney). */
export const readVenueWallets = (raw: unknown): VenueWallet[] => readList<VenueWallet>(raw, { numbers: ['balance'] });

/** POST /api/balancelist: the venues by name, shown with 读取中.. while their balances load. */
export const venueNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['venue-names'],
    queryFn: async () => readList<Platform>(await fetchData(api.balancelist, {})),
    staleTime: 10 * 60_000,
  });

/** POST /api/balancelist2: every venue with its balance. A lost answer reads 服务器异常，请稍后再试！ (part 1 §8). */
async function getVenueBalances() {
  try {
    return readVenueWallets(await fetchData(api.balancelist2, {}));
  } catch (error) {
    if (error instanceof NetworkError) throw new ApiError(0, messages.common.serverError);
    throw error;
  }
}

export const venueBalancesQueryOptions = () =>
  queryOptions({ queryKey: ['venue-balances'], queryFn: getVenueBalances, staleTime: 0 });

/** Venue names at once, balances once /api/balancelist2 answers; `reading` while it has not. */
export function useVenueBalances(enabled: boolean) {
  const names = useQuery({ ...venueNamesQueryOptions(), enabled });
  const balances = useQuery({ ...venueBalancesQueryOptions(), enabled });
  return {
    names: names.data ?? [],
    balances: balances.data ?? [],
    reading: balances.isFetching || !balances.isSuccess,
    refetch: balances.refetch,
    /** The two calls themselves, for their loading and error states (QueryState). */
    namesQuery: names,
    balancesQuery: balances,
  };
}
