import { api, type BindCardPayload } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/lib/api-client';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';

/** POST /api/bindcard: a bank card, or a USDT / AnToken address (bank 'USDT' or 'antoken', bank_owner the protocol). */
export async function bindCard(payload: BindCardPayload) {
  return dataOf(await submit(api.bindcard, payload));
}

/** Binds, then every saved list is read again where it is shown (wallet tabs, withdrawal selectors). */
export function useBindCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindCard,
    onError: reportLostAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
}
