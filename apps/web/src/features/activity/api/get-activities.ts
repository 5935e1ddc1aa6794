import { api } from '@lobby/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** The 'all offers' tab sends no type. */
export const ALL_OFFERS = 'all';

/** POST /api/activitylist: one page of a tab's promotions. */
export function getActivities(tab: string, page: number) {
  return fetchData(api.activitylist, { type: tab === ALL_OFFERS ? undefined : tab, page });
}

export const activitiesQueryOptions = (tab: string) =>
  infiniteQueryOptions({
    queryKey: ['activities', tab],
    queryFn: ({ pageParam }) => getActivities(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
    // Only published promotions (state 1) are listed (part 1 §2).
    select: (data) => data.pages.flatMap((page) => page.data).filter((activity) => activity.state === 1),
  });

export function useActivities(tab: string) {
  return useInfiniteQuery(activitiesQueryOptions(tab));
}
