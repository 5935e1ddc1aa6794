import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/uservip: the VIP levels with their deposit requirements. */
export const vipLevelsQueryOptions = () =>
  queryOptions({
    queryKey: ['vip-levels'],
    queryFn: () => fetchData(api.uservip, {}),
    staleTime: 10 * 60_000,
  });

export function useVipLevels(enabled = true) {
  return useQuery({ ...vipLevelsQueryOptions(), enabled });
}
