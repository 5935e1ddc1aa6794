import { api, messages, type ActivityApplication } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { dataOf } from '@/lib/api-client';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';

/** POST /api/doactivityapply: answers the message to show (part 1 §7). */
export async function applyActivity(application: ActivityApplication): Promise<string> {
  const envelope = await submit(api.doactivityapply, application);
  dataOf(envelope);
  return envelope.message || messages.activity.applied;
}

export function useApplyActivity() {
  return useMutation({ mutationFn: applyActivity, onError: reportLostAnswer });
}
