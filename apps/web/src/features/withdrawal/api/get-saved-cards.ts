import { api, type CardListType, type SavedCard } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/getcard: the member's saved bank cards (1), USDT (2) or AnToken (4) wallets. */
export async function getSavedCards(type: CardListType) {
  return readList<SavedCard>(await fetchData(api.getcard, { type }), { numbers: ['id'] });
}

const savedCardsQueryOptions = (type: CardListType) =>
  queryOptions({ queryKey: ['saved-cards', type], queryFn: () => getSavedCards(type) });

export function useSavedCards(type: CardListType) {
  return useQuery(savedCardsQueryOptions(type));
}
