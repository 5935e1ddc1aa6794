import { BALANCE_POLL_MS, BALANCE_PUSH_HEADER, api, type BalanceResult } from '@lobby/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { dataOf, requestWithHeaders } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { BALANCE_QUERY_KEY } from './balance-query-key';
import { useBalancePushStore } from './balance-push/balance-push-store';
import { useBalancePush } from './balance-push/use-balance-push';

/**
 * POST /api/balance: the two wallet figures, copied into the user store. The reference server names its
 * balance stream in a header of this answer (@lobby/contract balance-push.ts); a back end that only
 * speaks the spec sends none, and the app polls exactly as the spec says.
 */
async function getBalance() {
  const { envelope, headers } = await requestWithHeaders(api.balance, {});
  const balances = readRow<BalanceResult>(dataOf(envelope), { numbers: ['balance', 'gameblance'] });
  useUserStore.getState().setBalances(balances);
  useBalancePushStore.getState().setOfferedPath(headers.get(BALANCE_PUSH_HEADER));
  return balances;
}

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: getBalance,
    refetchInterval: BALANCE_POLL_MS,
    // A failed poll must not toast every 4.3 s; a 401 still ends the session (error policy).
    meta: { silent: true },
  });

/**
 * Polls the balance every BALANCE_POLL_MS while a member is logged in (spec §4, §7); while the back end's
 * balance stream delivers, the stream keeps the figures fresh instead and the interval stops.
 */
export function useBalancePoll(): void {
  const loggedIn = useSessionStore((state) => state.token !== '');
  const streaming = useBalancePushStore((state) => state.streaming);
  useQuery({ ...balanceQueryOptions(), enabled: loggedIn, refetchInterval: streaming ? false : BALANCE_POLL_MS });
  useBalancePush();
}

/** Asks for the balance now, e.g. from a refresh button. */
export function useRefreshBalance(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.refetchQueries({ queryKey: balanceQueryOptions().queryKey }), [queryClient]);
}
