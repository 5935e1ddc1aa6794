import { api, messages, type Flag } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/lib/api-client';
import { submit } from '@/lib/submit';
import { useUserStore } from '@/lib/member/user-store';

/** POST /api/uptransferstatus: answers the message to show. */
export async function setFreeTransfer(transferstatus: Flag): Promise<string> {
  const envelope = await submit(api.uptransferstatus, { transferstatus });
  dataOf(envelope);
  return envelope.message || messages.common.operationSuccess;
}

/** The free-transfer switch; on success the member's local copy takes the new mode. */
export function useSetFreeTransfer() {
  return useMutation({
    mutationFn: setFreeTransfer,
    onSuccess: (_message, transferstatus) => {
      const { userInfo, setUserInfo } = useUserStore.getState();
      if (userInfo) setUserInfo({ ...userInfo, transferstatus });
    },
  });
}
