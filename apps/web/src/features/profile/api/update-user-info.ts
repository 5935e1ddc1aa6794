import { api, type ProfileUpdatePayload } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { userInfoQueryOptions } from '@/lib/member/get-user-info';
import { useUserStore } from '@/lib/member/user-store';

/** POST /api/updateuserinfo. */
function updateUserInfo(profile: ProfileUpdatePayload) {
  return fetchData(api.updateuserinfo, profile);
}

/** Saves the profile; on success the local copy takes the new values at once, then the user info is read again (part 2 §4). */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserInfo,
    onSuccess: (_data, profile) => {
      const { userInfo, setUserInfo } = useUserStore.getState();
      if (userInfo) setUserInfo({ ...userInfo, ...profile });
      // A failed refresh is reported by the error policy; the save itself has succeeded.
      return queryClient.fetchQuery(userInfoQueryOptions()).catch(() => undefined);
    },
  });
}
