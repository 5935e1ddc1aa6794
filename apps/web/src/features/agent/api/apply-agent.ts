import { api, messages, type AgentApplication } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { dataOf, request } from '@/lib/api-client';

/** POST /api/applyagentdo: answers the message to show (part 2 §7). */
async function applyAgent(application: AgentApplication): Promise<string> {
  const envelope = await request(api.applyagentdo, application);
  dataOf(envelope);
  return envelope.message || messages.agent.submitted;
}

export function useApplyAgent() {
  return useMutation({ mutationFn: applyAgent });
}
