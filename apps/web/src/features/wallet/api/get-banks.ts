import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/banklist: the banks a card may belong to; the list changes rarely. */
export const banksQueryOptions = () =>
  queryOptions({ queryKey: ['banks'], queryFn: () => fetchData(api.banklist, {}), staleTime: 10 * 60_000 });

export function useBanks() {
  return useQuery(banksQueryOptions());
}
