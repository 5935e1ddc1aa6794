import { api, type WithdrawPayload } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/lib/api-client';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';
import { balanceQueryOptions } from '@/lib/member/get-balance';

/** POST /api/withdraw: the amount is held until the back office reviews it. */
export async function withdraw(payload: WithdrawPayload): Promise<void> {
  dataOf(await submit(api.withdraw, payload));
}

/** After a withdrawal the held amount has left the balance: read it again at once. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    onError: reportLostAnswer,
    onSuccess: () => queryClient.refetchQueries({ queryKey: balanceQueryOptions().queryKey }),
  });
}
