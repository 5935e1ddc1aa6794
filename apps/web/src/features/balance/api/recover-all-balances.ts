import { api } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/lib/api-client';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';
import { userInfoQueryOptions } from '@/lib/member/get-user-info';
import { venueBalancesQueryOptions } from './get-venue-balances';

/** POST /api/transall: brings every venue balance back to the platform wallet; answers the server's message. */
export async function recoverAllBalances(): Promise<string> {
  const envelope = await submit(api.transall, {});
  dataOf(envelope);
  return envelope.message;
}

/** 更新所有余额: after the recovery the user info (both wallet figures) and the venue list are read again. */
export function useRecoverAllBalances() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverAllBalances,
    onError: reportLostAnswer,
    onSettled: () =>
      Promise.all([
        queryClient.fetchQuery(userInfoQueryOptions()).catch(() => undefined),
        queryClient.refetchQueries({ queryKey: venueBalancesQueryOptions().queryKey }),
      ]),
  });
}
