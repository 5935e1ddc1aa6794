import type { BalanceResult } from '@lobby/contract';
import type { QueryClient } from '@tanstack/react-query';
import { BALANCE_QUERY_KEY } from '@/lib/member/balance-query-key';
import { useUserStore } from '@/lib/member/user-store';
import { useBalancePushStore } from './balance-push-store';
import { keepBalanceStream } from './balance-stream';

/**
 * One session's push (loaded only when the back end offers it, off the first screen): each event lands
 * in the balance query and the user store, as a poll answer would; when the stream stops delivering the
 * poll asks at once, since changes may have been missed while it was failing. Answers the stop function.
 */
export function startBalancePush(url: string, token: string, queryClient: QueryClient): () => void {
  const onBalances = (balances: BalanceResult) => {
    useUserStore.getState().setBalances(balances);
    queryClient.setQueryData(BALANCE_QUERY_KEY, balances);
  };
  const onHealth = (streaming: boolean) => {
    const wasStreaming = useBalancePushStore.getState().streaming;
    useBalancePushStore.getState().setStreaming(streaming);
    if (wasStreaming && !streaming) void queryClient.refetchQueries({ queryKey: BALANCE_QUERY_KEY });
  };
  return keepBalanceStream({ url, token, onBalances, onHealth });
}
