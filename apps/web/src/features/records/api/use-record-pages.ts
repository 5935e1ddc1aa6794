import { useInfiniteQuery } from '@tanstack/react-query';
import { nextPageOf, type ReadPage } from '@/lib/read-answer';

/** What a record list shows: every loaded row, and the first page for the totals some calls carry. */
export interface RecordPages<T, P extends ReadPage<T>> {
  rows: T[];
  firstPage: P;
}

/**
 * One record list, a page at a time (part 2 §4): the filters are part of the key, so changing one
 * starts again at page 1; paging stops after last_page (or, on a back end that leaves it out, by total
 * or at an empty page: nextPageOf). A list left behind is dropped at once (gcTime 0), so coming back
 * to an earlier filter also starts at page 1 rather than refetching every page it had loaded.
 */
export function useRecordPages<T, P extends ReadPage<T> = ReadPage<T>>(
  queryKey: readonly unknown[],
  fetchPage: (page: number) => Promise<P>,
) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextPageOf(last, all),
    select: (data): RecordPages<T, P> => ({ rows: data.pages.flatMap((page) => page.data), firstPage: data.pages[0]! }),
    gcTime: 0,
  });
}
