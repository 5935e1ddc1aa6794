import { SITE_STATE } from '@lobby/contract';
import type { ReactNode } from 'react';
import { useBalancePoll } from '@/features/user/api/get-balance';
import { useUserInfo } from '@/features/user/api/get-user-info';
import { useAppInfo } from './api/get-app-info';
import { LoadingOverlay } from './LoadingOverlay';
import { MaintenanceScreen } from './MaintenanceScreen';
import { useDocumentTitle } from './useDocumentTitle';

/** Maintenance screen or the routed app (children); the member's info and balance poll live here, above every page. */
export function RootShell({ children }: { children: ReactNode }) {
  const { data: appInfo } = useAppInfo();
  useDocumentTitle(appInfo?.title);
  useUserInfo();
  useBalancePoll();

  if (appInfo && Number(appInfo.site_state) === SITE_STATE.maintenance) {
    return <MaintenanceScreen tips={appInfo.repair_tips} />;
  }
  return (
    <>
      {children}
      <LoadingOverlay />
    </>
  );
}
