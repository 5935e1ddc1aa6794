import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/get_pay_way: the deposit methods the server has switched on (1 = enabled). */
export function getPayWays() {
  return fetchData(api.get_pay_way, {});
}

export const payWaysQueryOptions = () => queryOptions({ queryKey: ['pay-ways'], queryFn: getPayWays });

export function usePayWays() {
  return useQuery(payWaysQueryOptions());
}
