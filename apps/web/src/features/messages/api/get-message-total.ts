import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readPage, totalOf } from '@/lib/read-answer';
import { useIsLoggedIn } from '@/stores/session-store';
import { storeMessageTotal } from '../message-count';

/** The first page of /api/noticeList read for its total only, so the badge learns of new messages. */
async function getMessageTotal(): Promise<number> {
  const total = totalOf(readPage(await fetchData(api.noticeList, { page: 1 }), 1));
  storeMessageTotal(total);
  return total;
}

const messageTotalQueryOptions = () =>
  queryOptions({
    queryKey: ['site-message-total'],
    queryFn: getMessageTotal,
    staleTime: 60_000,
    // A badge is no reason to show an error toast.
    meta: { silent: true },
  });

export function useMessageTotal() {
  return useQuery({ ...messageTotalQueryOptions(), enabled: useIsLoggedIn() });
}
