import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { useIsLoggedIn } from '@/stores/session-store';

/** POST /api/activitydeatil: can_apply may depend on the member, so the answer is kept per login state. */
export function getActivityDetail(id: number) {
  return fetchData(api.activitydeatil, { id });
}

export const activityDetailQueryOptions = (id: number, loggedIn: boolean) =>
  queryOptions({ queryKey: ['activity', id, loggedIn], queryFn: () => getActivityDetail(id), enabled: id > 0 });

export function useActivityDetail(id: number) {
  return useQuery(activityDetailQueryOptions(id, useIsLoggedIn()));
}
