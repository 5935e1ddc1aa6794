import { api, type ActivityApplicationRow } from '@lobby/contract';
import { fetchData } from '@/lib/api-client';
import { readPage } from '@/lib/read-answer';
import { useRecordPages } from './use-record-pages';

/** POST /api/activityApplyLog: one page of the member's promotion applications. */
async function getActivityApplications(page: number) {
  return readPage<ActivityApplicationRow>(await fetchData(api.activityApplyLog, { page }), page, {
    numbers: ['state'],
    times: ['created_at'],
  });
}

export function useActivityApplications() {
  return useRecordPages<ActivityApplicationRow>(['activity-applications'], getActivityApplications);
}
