import { BALANCE_POLL_MS, api, type BalanceResult } from '@lobby/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchData } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';

/** POST /api/balance: the two wallet figures, copied into the user store. */
async function getBalance() {
  const balances = readRow<BalanceResult>(await fetchData(api.balance, {}), { numbers: ['balance', 'gameblance'] });
  useUserStore.getState().setBalances(balances);
  return balances;
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: ['balance'],
    queryFn: getBalance,
    refetchInterval: BALANCE_POLL_MS,
    // A failed poll must not toast every 4.3 s; a 401 still ends the session (error policy).
    meta: { silent: true },
  });

/** Polls the balance every BALANCE_POLL_MS while a member is logged in (spec §4, §7). */
export function useBalancePoll(): void {
  const loggedIn = useSessionStore((state) => state.token !== '');
  useQuery({ ...balanceQueryOptions(), enabled: loggedIn });
}

/** Asks for the balance now, e.g. from a refresh button. */
export function useRefreshBalance(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.refetchQueries({ queryKey: balanceQueryOptions().queryKey }), [queryClient]);
}
