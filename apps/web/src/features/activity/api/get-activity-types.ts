import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/activitytype: the promotion types, one tab each. */
export function getActivityTypes() {
  return fetchData(api.activitytype, {});
}

export const activityTypesQueryOptions = () =>
  queryOptions({ queryKey: ['activity-types'], queryFn: getActivityTypes, staleTime: 5 * 60_000 });

export function useActivityTypes() {
  return useQuery(activityTypesQueryOptions());
}
