import { api, type CardListType } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/getcard: the member's saved bank cards (1), USDT (2) or AnToken (4) wallets. */
export function getSavedCards(type: CardListType) {
  return fetchData(api.getcard, { type });
}

export const savedCardsQueryOptions = (type: CardListType) =>
  queryOptions({ queryKey: ['saved-cards', type], queryFn: () => getSavedCards(type) });

export function useSavedCards(type: CardListType) {
  return useQuery(savedCardsQueryOptions(type));
}
