import { api } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/delcard: the entry's id and the payment password. */
export function deleteCard(payload: { id: number; pay_pass: string }) {
  return fetchData(api.delcard, payload);
}

export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
}
