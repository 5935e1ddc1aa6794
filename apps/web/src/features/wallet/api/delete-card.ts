import { api } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@/lib/api-client';
import { reportLostAnswer } from '@/lib/lost-answer';
import { submit } from '@/lib/submit';

/** POST /api/delcard: the entry's id and the payment password. */
export async function deleteCard(payload: { id: number; pay_pass: string }) {
  return dataOf(await submit(api.delcard, payload));
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onError: reportLostAnswer,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
}
