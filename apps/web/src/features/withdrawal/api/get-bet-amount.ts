import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/getBetAmount: the turnover (打码量) still required before a withdrawal. */
export function getBetAmount() {
  return fetchData(api.getBetAmount, {});
}

export const betAmountQueryOptions = () => queryOptions({ queryKey: ['bet-amount'], queryFn: getBetAmount });

export function useBetAmount() {
  return useQuery(betAmountQueryOptions());
}
