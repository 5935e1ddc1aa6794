import { api, type BetAmount } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';

/** POST /api/getBetAmount: the turnover (打码量) still required before a withdrawal. */
async function getBetAmount() {
  return readRow<BetAmount>(await fetchData(api.getBetAmount, {}), { numbers: ['bet_amount'] });
}

const betAmountQueryOptions = () => queryOptions({ queryKey: ['bet-amount'], queryFn: getBetAmount });

export function useBetAmount() {
  return useQuery(betAmountQueryOptions());
}
