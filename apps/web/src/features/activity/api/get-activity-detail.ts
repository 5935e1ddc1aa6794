import { api, type Activity } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';
import { useIsLoggedIn } from '@/stores/session-store';
import { activityFields } from './get-activities';

/** POST /api/activitydeatil: can_apply may depend on the member, so the answer is kept per login state. */
async function getActivityDetail(id: number) {
  return readRow<Activity>(await fetchData(api.activitydeatil, { id }), activityFields);
}

const activityDetailQueryOptions = (id: number, loggedIn: boolean) =>
  queryOptions({ queryKey: ['activity', id, loggedIn], queryFn: () => getActivityDetail(id), enabled: id > 0 });

export function useActivityDetail(id: number) {
  return useQuery(activityDetailQueryOptions(id, useIsLoggedIn()));
}
