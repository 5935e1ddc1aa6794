import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getBaseURL } from '@/lib/base-url';
import { useSessionStore } from '@/stores/session-store';
import { useBalancePushStore } from './balance-push-store';

/**
 * While the back end offers the balance push (see get-balance.ts) and a member is logged in, keeps the
 * stream open (balance-push-session.ts, whose code loads only then). Stopped at logout and on another token.
 */
export function useBalancePush(): void {
  const token = useSessionStore((state) => state.token);
  const path = useBalancePushStore((state) => state.offeredPath);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (token === '' || path === null) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('./balance-push-session')
      .then(({ startBalancePush }) => {
        if (!cancelled) stop = startBalancePush(getBaseURL() + path, token, queryClient);
      })
      // The chunk could not load (a redeploy, the network): the poll goes on as the spec says.
      .catch(() => undefined);
    return () => {
      cancelled = true;
      stop?.();
      useBalancePushStore.getState().setStreaming(false);
    };
  }, [token, path, queryClient]);
}
