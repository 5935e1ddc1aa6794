import { api, type Bank } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/banklist: the banks a card may belong to; the list changes rarely. */
const banksQueryOptions = () =>
  queryOptions({ queryKey: ['banks'], queryFn: async () => readList<Bank>(await fetchData(api.banklist, {})), staleTime: 10 * 60_000 });

export function useBanks() {
  return useQuery(banksQueryOptions());
}
