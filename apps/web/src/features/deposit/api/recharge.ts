import { api, type RechargePayload } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/lib/api-client';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';

/**
 * POST /api/recharge. Answers the deposit number, which the spec takes from the message (every method
 * but bank); our server repeats it in data, read when the message is not a number.
 */
export async function recharge(payload: RechargePayload): Promise<string> {
  const envelope = await submit(api.recharge, payload);
  const result = dataOf(envelope);
  return /^\w+$/.test(envelope.message) ? envelope.message : (result?.deposit_no ?? '');
}

export function useRecharge() {
  return useMutation({ mutationFn: recharge, onError: reportLostAnswer });
}
