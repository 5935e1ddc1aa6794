import { api } from '@lobby/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { storeMessageTotal } from '../message-count';

/** POST /api/noticeList: one page of in-site messages; every answer's total becomes messageNum. */
export async function getSiteMessages(page: number) {
  const result = await fetchData(api.noticeList, { page });
  storeMessageTotal(result.total);
  return result;
}

export const siteMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['site-messages'],
    queryFn: ({ pageParam }) => getSiteMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  });

export function useSiteMessages() {
  return useInfiniteQuery(siteMessagesQueryOptions());
}
