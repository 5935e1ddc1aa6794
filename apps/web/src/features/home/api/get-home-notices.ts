import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/homenotice: the notice texts the home bar scrolls. */
export const homeNoticesQueryOptions = () =>
  queryOptions({
    queryKey: ['home-notices'],
    queryFn: async () => readList<string>(await fetchData(api.homenotice, {})),
    staleTime: 5 * 60_000,
  });

export function useHomeNotices() {
  return useQuery(homeNoticesQueryOptions());
}
