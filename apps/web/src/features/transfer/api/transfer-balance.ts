import { api, SUCCESS_CODE, type TransferPayload } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';
import { transferVenuesQueryOptions } from './get-transfer-venues';
import { refreshUserMoney } from './refresh-user-money';

export interface TransferOutcome {
  done: boolean;
  message: string;
}

/**
 * POST /api/transfer. Its message is shown whatever the code, in a plain toast (part 2 §8), so the
 * answer is returned rather than thrown.
 */
export async function transferBalance(payload: TransferPayload): Promise<TransferOutcome> {
  const envelope = await submit(api.transfer, payload);
  return { done: envelope.code === SUCCESS_CODE, message: envelope.message };
}

/** After a transfer both sides are read again: the platform balance and the venue list. */
export function useTransferBalance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transferBalance,
    onError: reportLostAnswer,
    onSuccess: () =>
      Promise.all([
        refreshUserMoney().catch(() => undefined),
        queryClient.refetchQueries({ queryKey: transferVenuesQueryOptions().queryKey }),
      ]),
  });
}
