import { api, type BindCardPayload } from '@lobby/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/bindcard: a bank card, or a USDT / AnToken address (bank 'USDT' or 'antoken', bank_owner the protocol). */
export function bindCard(payload: BindCardPayload) {
  return fetchData(api.bindcard, payload);
}

/** Binds, then every saved list is read again where it is shown (wallet tabs, withdrawal selectors). */
export function useBindCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindCard,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cards'] }),
  });
}
