import { api } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { readUserInfo } from '@/lib/member/get-user-info';
import { fetchData } from '@/lib/api-client';
import { useUserStore } from '@/lib/member/user-store';

/** POST /api/refreshusermoney: the new user info, stored locally (part 2 §7). */
export async function refreshUserMoney() {
  const user = readUserInfo(await fetchData(api.refreshusermoney, {}));
  useUserStore.getState().setUserInfo(user);
  return user;
}

/** 'refresh amount'. */
export function useRefreshUserMoney() {
  return useMutation({ mutationFn: refreshUserMoney });
}
