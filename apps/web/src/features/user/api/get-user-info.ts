import { api, messages, type UserInfo } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { endSession } from '@/features/auth/end-session';
import { fetchData } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';
import { useUserStore } from '@/stores/user-store';

/** The text that forces this member out (blacklisted or disabled, spec §6), or null. */
export function forcedOutMessage(user: UserInfo): string | null {
  if (Number(user.isblack) === 1) return messages.auth.blacklisted;
  if (Number(user.status) === 0) return messages.auth.disabled;
  return null;
}

/** POST /api/user: stores the answer and forces a blacklisted or disabled member out. */
export async function getUserInfo(): Promise<UserInfo> {
  const user = await fetchData(api.user, {});
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
