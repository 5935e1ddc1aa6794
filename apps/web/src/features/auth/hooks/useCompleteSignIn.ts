import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { forcedOutMessage, userInfoQueryOptions } from '@/lib/member/get-user-info';
import { copyBaseURLToSession } from '@/lib/base-url';
import { useSessionStore } from '@/stores/session-store';
import { redirectTarget } from '@/lib/session/redirect';

/**
 * What login and registration share once the server hands over a token (spec §4): keep the token,
 * copy the base address to session storage, load the user info (the balance poll starts by itself
 * now that a token is held), then go to the redirect target or home and say `success` (登录成功, 注册成功).
 */
export function useCompleteSignIn(success: string): (token: string) => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  return useCallback(
    async (token: string) => {
      useSessionStore.getState().setToken(token);
      copyBaseURLToSession();
      const user = await queryClient.fetchQuery(userInfoQueryOptions()).catch(() => null);
      // A blacklisted or disabled member is already being shown the way out.
      if (user && forcedOutMessage(user)) return;
      navigate(redirectTarget(searchParams.get('redirect')), { replace: true });
      // Said once the member is where they were going (issue 13: feedback after signing in or up).
      void import('@/lib/feedback').then(({ showSuccessToast }) => showSuccessToast(success));
    },
    [navigate, queryClient, searchParams, success],
  );
}
