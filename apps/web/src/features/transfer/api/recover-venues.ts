import { useMutation, useQueryClient } from '@tanstack/react-query';
import { recoverAllBalances } from '@/features/balance';
import { reportLostAnswer } from '@/lib/lost-answer';
import { transferVenuesQueryOptions } from './get-transfer-venues';
import { refreshUserMoney } from './refresh-user-money';

/** 'one-key recover' (POST /api/transall), then the platform balance and the venue list read again. */
export function useRecoverVenues() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recoverAllBalances,
    onError: reportLostAnswer,
    onSettled: () =>
      Promise.all([
        refreshUserMoney().catch(() => undefined),
        queryClient.refetchQueries({ queryKey: transferVenuesQueryOptions().queryKey }),
      ]),
  });
}
