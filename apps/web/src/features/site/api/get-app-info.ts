import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { useAppStore } from '@/stores/app-store';

/** POST /api/app; the answer is also kept in local storage for the next visit. */
async function getAppInfo() {
  const appInfo = await fetchData(api.app, {});
  useAppStore.getState().setAppInfo(appInfo);
  return appInfo;
}

export const appInfoQueryOptions = () =>
  queryOptions({
    queryKey: ['app-info'],
    queryFn: getAppInfo,
    staleTime: 10 * 60_000,
    // Last visit's copy shows at once; dated 0 so a fresh copy is fetched straight away.
    initialData: () => useAppStore.getState().appInfo ?? undefined,
    initialDataUpdatedAt: 0,
  });

export function useAppInfo() {
  return useQuery(appInfoQueryOptions());
}
