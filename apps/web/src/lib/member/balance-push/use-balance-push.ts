import type { BalanceResult } from '@lobby/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBaseURL } from '@/lib/base-url';
import { BALANCE_QUERY_KEY } from '@/lib/member/balance-query-key';
import { useUserStore } from '@/lib/member/user-store';
import { useSessionStore } from '@/stores/session-store';
import { useBalancePushStore } from './balance-push-store';

/**
 * While the back end offers the balance push (see get-balance.ts) and a member is logged in, keeps the
 * stream open and feeds each event into the balance query and the user store, as a poll answer would.
 * The stream's code loads only then, off the first screen. Stopped at logout and on another token.
 */
export function useBalancePush(): void {
  const token = useSessionStore((state) => state.token);
  const path = useBalancePushStore((state) => state.offeredPath);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (token === '' || path === null) return;
    const { setStreaming } = useBalancePushStore.getState();
    let stop: (() => void) | undefined;
    let cancelled = false;
    const onBalances = (balances: BalanceResult) => {
      useUserStore.getState().setBalances(balances);
      queryClient.setQueryData(BALANCE_QUERY_KEY, balances);
    };
    const onHealth = (streaming: boolean) => {
      const wasStreaming = useBalancePushStore.getState().streaming;
      setStreaming(streaming);
      // Back to polling: ask at once, changes may have been missed while the stream was failing.
      if (wasStreaming && !streaming) void queryClient.refetchQueries({ queryKey: BALANCE_QUERY_KEY });
    };
    import('./balance-stream')
      .then(({ keepBalanceStream }) => {
        if (!cancelled) stop = keepBalanceStream({ url: getBaseURL() + path, token, onBalances, onHealth });
      })
      // The chunk could not load (a redeploy, the network): the poll goes on as the spec says.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
      setStreaming(false);
    };
  }, [token, path, queryClient]);
}
