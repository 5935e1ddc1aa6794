import { api, type CardListType } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/getcard: the saved bank cards (1), USDT wallets (2) or AnToken wallets (4). */
export const cardsQueryOptions = (type: CardListType) =>
  queryOptions({ queryKey: ['cards', type], queryFn: () => fetchData(api.getcard, { type }) });

export function useCards(type: CardListType) {
  return useQuery(cardsQueryOptions(type));
}
