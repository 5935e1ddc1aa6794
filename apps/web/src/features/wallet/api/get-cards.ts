import { api, type CardListType, type SavedCard } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/getcard: the saved bank cards (1), USDT wallets (2) or AnToken wallets (4); ids as numbers. */
async function getCards(type: CardListType) {
  return readList<SavedCard>(await fetchData(api.getcard, { type }), { numbers: ['id'] });
}

const cardsQueryOptions = (type: CardListType) => queryOptions({ queryKey: ['cards', type], queryFn: () => getCards(type) });

export function useCards(type: CardListType) {
  return useQuery(cardsQueryOptions(type));
}
