import { api, type VipLevel } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/uservip: the VIP levels with their deposit requirements. */
export const vipLevelsQueryOptions = () =>
  queryOptions({
    queryKey: ['vip-levels'],
    queryFn: async () =>
      readList<VipLevel>(await fetchData(api.uservip, {}), {
        numbers: ['recharge', 'flow', 'status', 'realperson', 'sport', 'e_sport', 'joker', 'electron', 'lottery'],
      }),
    staleTime: 10 * 60_000,
  });

export function useVipLevels(enabled = true) {
  return useQuery({ ...vipLevelsQueryOptions(), enabled });
}
