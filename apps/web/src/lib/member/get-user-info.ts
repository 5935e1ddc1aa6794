import { api, messages, type UserInfo } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryLike } from '@/components/query-state/QueryState';
import { endSession } from '@/lib/session/end-session';
import { fetchData } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';

/** The text that forces this member out (blacklisted or disabled, spec §6), or null. */
export function forcedOutMessage(user: UserInfo): string | null {
  if (Number(user.isblack) === 1) return messages.auth.blacklisted;
  if (Number(user.status) === 0) return messages.auth.disabled;
  return null;
}

/** User info with its numbers and flags as numbers (/api/user, /api/refreshusermoney). */
export const readUserInfo = (raw: unknown): UserInfo =>
  readRow<UserInfo>(raw, {
    numbers: ['balance', 'gameblance', 'isblack', 'status', 'isagent', 'vip', 'paysum', 'usdtrate', 'transferstatus',
      'withdrawcashfee', 'withdrawfeeusdttrc', 'withdrawusdtrate'],
  });

/** POST /api/user: stores the answer and forces a blacklisted or disabled member out. */
export async function getUserInfo(): Promise<UserInfo> {
  const user = readUserInfo(await fetchData(api.user, {}));
  useUserStore.getState().setUserInfo(user);
  const reason = forcedOutMessage(user);
  if (reason) void endSession(reason);
  return user;
}

export const userInfoQueryOptions = () => queryOptions({ queryKey: ['user-info'], queryFn: getUserInfo });

/** The member's info, fetched while a token is held; the user store keeps the last copy. */
export function useUserInfo() {
  const loggedIn = useSessionStore((state) => state.token !== '');
  return useQuery({ ...userInfoQueryOptions(), enabled: loggedIn });
}

/**
 * The member's info for a screen that shows it: the stored copy at once, else the state of RootShell's
 * call (loading, or the error whose 重试 asks again). This observer never fetches by itself, so opening
 * such a screen does not ask the server again.
 */
export function useMemberInfo(): QueryLike<UserInfo> {
  const stored = useUserStore((state) => state.userInfo);
  const query = useQuery({ ...userInfoQueryOptions(), enabled: false });
  return {
    data: stored ?? query.data,
    error: query.error,
    isFetching: query.isFetching,
    fetchStatus: query.fetchStatus,
    refetch: query.refetch,
  };
}
