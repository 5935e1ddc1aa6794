import { api, type Notice } from '@lobby/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { nextPageOf, readPage, totalOf } from '@/lib/read-answer';
import { storeMessageTotal } from '../message-count';

/** POST /api/noticeList: one page of in-site messages; every answer's total becomes messageNum. */
async function getSiteMessages(page: number) {
  const result = readPage<Notice>(await fetchData(api.noticeList, { page }), page, { times: ['created_at'] });
  storeMessageTotal(totalOf(result));
  return result;
}

const siteMessagesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ['site-messages'],
    queryFn: ({ pageParam }) => getSiteMessages(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextPageOf(last, all),
  });

export function useSiteMessages() {
  return useInfiniteQuery(siteMessagesQueryOptions());
}
