import { api, type Activity } from '@lobby/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { nextPageOf, readPage, type RowFields } from '@/lib/read-answer';

/** The 'all offers' tab sends no type. */
export const ALL_OFFERS = 'all';

/** An offer's number and time fields, as read from list and detail alike. */
export const activityFields: RowFields<Activity> = { numbers: ['id', 'state', 'can_apply'], times: ['created_at'] };

/**
 * POST /api/activitylist: one page of a tab's promotions. The spec promises only the data.data list
 * (part 1 §7, no page): total and last_page are Lobby's additions, read when answered; an answer
 * without them is the tab's whole list (nextPageOf).
 */
async function getActivities(tab: string, page: number) {
  return readPage<Activity>(await fetchData(api.activitylist, { type: tab === ALL_OFFERS ? undefined : tab, page }), page, activityFields);
}

const activitiesQueryOptions = (tab: string) =>
  infiniteQueryOptions({
    queryKey: ['activities', tab],
    queryFn: ({ pageParam }) => getActivities(tab, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, all) => nextPageOf(last, all),
    // Only published promotions (state 1) are listed (part 1 §2).
    select: (data) => data.pages.flatMap((page) => page.data).filter((activity) => activity.state === 1),
  });

export function useActivities(tab: string) {
  return useInfiniteQuery(activitiesQueryOptions(tab));
}
