import { api, type ActivityApplicationRow } from '@lobby/contract';
import { fetchData } from '@/lib/api-client';
import { useRecordPages } from './use-record-pages';

/** POST /api/activityApplyLog: one page of the member's promotion applications. */
export function getActivityApplications(page: number) {
  return fetchData(api.activityApplyLog, { page });
}

export function useActivityApplications() {
  return useRecordPages<ActivityApplicationRow>(['activity-applications'], getActivityApplications);
}
