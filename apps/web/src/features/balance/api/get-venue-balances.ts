import { api, messages, type Platform, type VenueWallet } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList, readRow } from '@/lib/read-answer';
import { ApiError, NetworkError } from '@/lib/errors';

/** A game venue as the app reads it: its platform code (the calls' `platname`) and its name. */
export interface Venue {
  platform: string;
  name: string;
}

/** A venue's wallet with its balance. */
export interface VenueBalance extends Venue {
  balance: number;
}

const venueOf = ({ platname, name }: Platform): Venue => ({ platform: platname, name });

/** One venue wallet of /api/balancelist2 or /api/userapimoney, its balance as a number. */
export function readVenueWallet(raw: unknown): VenueBalance {
  const { platname, name, balance } = readRow<VenueWallet>(raw, { numbers: ['balance'] });
  return { platform: platname, name, balance };
}

/** Venue wallets with their balances as numbers (/api/balancelist2). */
export const readVenueWallets = (raw: unknown): VenueBalance[] => readList<unknown>(raw).map(readVenueWallet);

/** POST /api/balancelist: the venues by name, shown with 读取中.. while their balances load. */
export const venueNamesQueryOptions = () =>
  queryOptions({
    queryKey: ['venue-names'],
    queryFn: async () => readList<Platform>(await fetchData(api.balancelist, {})).map(venueOf),
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
