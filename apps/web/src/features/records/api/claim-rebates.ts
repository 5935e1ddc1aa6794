import { api, messages } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '@/lib/member/get-user-info';
import { dataOf } from '@/lib/api-client';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';
import { rebatesQueryKey } from './get-rebates';

/** POST /api/dofanshui: claims every pending rebate; answers the message to show. */
export async function claimRebates(): Promise<string> {
  const envelope = await submit(api.dofanshui, {});
  dataOf(envelope);
  return envelope.message || messages.rebate.claimed;
}

/** 点击领取: on success the user info is read again and the totals and rows reload (part 2 §4). */
export function useClaimRebates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimRebates,
    onError: reportLostAnswer,
    onSuccess: () =>
      Promise.all([
        // A failed refresh is reported by the error policy; the claim itself has succeeded.
        queryClient.fetchQuery(userInfoQueryOptions()).catch(() => undefined),
        queryClient.invalidateQueries({ queryKey: rebatesQueryKey }),
      ]),
  });
}
