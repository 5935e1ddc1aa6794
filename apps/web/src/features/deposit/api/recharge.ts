import { api, type RechargePayload } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/lib/api-client';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';

/**
 * POST /api/recharge. Answers the deposit number, which the spec takes from the message for every
 * method but bank (part 2 §5), whatever characters it holds; Lobby's server also repeats it in
 * data.deposit_no (an extension), read only when the message is empty. A bank deposit's message is
 * the review notice and its number is not used.
 */
export async function recharge(payload: RechargePayload): Promise<string> {
  const envelope = await submit(api.recharge, payload);
  return envelope.message.trim() || (dataOf(envelope)?.deposit_no ?? '');
}

export function useRecharge() {
  return useMutation({ mutationFn: recharge, onError: reportLostAnswer });
}
