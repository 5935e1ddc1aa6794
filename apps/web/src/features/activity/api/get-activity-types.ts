import { api, type ActivityType } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/activitytype: the promotion types, one tab each. */
async function getActivityTypes() {
  return readList<ActivityType>(await fetchData(api.activitytype, {}), { numbers: ['id'] });
}

export const activityTypesQueryOptions = () =>
  queryOptions({ queryKey: ['activity-types'], queryFn: getActivityTypes, staleTime: 5 * 60_000 });

export function useActivityTypes() {
  return useQuery(activityTypesQueryOptions());
}
