import { CARD_LIST_TYPES, api, type SavedCard } from '@lobby/contract';
import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

const TYPES = [CARD_LIST_TYPES.bank, CARD_LIST_TYPES.usdt, CARD_LIST_TYPES.antoken] as const;

const savedCardsQueryOptions = (type: (typeof TYPES)[number]) =>
  queryOptions({ queryKey: ['saved-cards', type], queryFn: async () => readList<SavedCard>(await fetchData(api.getcard, { type })) });

/**
 * POST /api/getcard for bank cards, USDT and AnToken wallets: whether the member has bound any.
 * Null until all three lists have answered, so the not-bound notice never flashes up on a slow line.
 */
export function useHasBoundAccount(): boolean | null {
  const lists = useQueries({ queries: TYPES.map(savedCardsQueryOptions) });
  if (lists.some((list) => !list.isSuccess)) return null;
  return lists.some((list) => (list.data?.length ?? 0) > 0);
}

/** The member's bound bank cards (the same list as above), to fill a bank deposit's paying account. */
export function useBoundBankCards(): readonly SavedCard[] {
  return useQuery(savedCardsQueryOptions(CARD_LIST_TYPES.bank)).data ?? [];
}
