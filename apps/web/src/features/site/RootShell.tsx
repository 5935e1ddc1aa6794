import { SITE_STATE } from '@lobby/contract';
import { lazy, Suspense, type ReactNode } from 'react';
import { PageFallback } from '@/components/routing/PageFallback';
import { useBalancePoll } from '@/lib/member/get-balance';
import { useUserInfo } from '@/lib/member/get-user-info';
import { useAppInfo } from './api/get-app-info';
import { LoadingOverlay } from './LoadingOverlay';
import { useDocumentTitle } from './useDocumentTitle';
import { useSiteStateCheck } from './useSiteStateCheck';

// Loaded only when the site is in maintenance: its customer-service frame stays off the first screen.
const MaintenanceScreen = lazy(() => import('./MaintenanceScreen'));
// The offline and 新版本可用 bars: after the first render, never on the first screen's critical path.
const PwaBars = lazy(() => import('./PwaBars'));

/** Maintenance screen or the routed app (children); the member's info and balance poll live here, above every page. */
export function RootShell({ children }: { children: ReactNode }) {
  const { data: appInfo } = useAppInfo();
  useSiteStateCheck();
  useDocumentTitle(appInfo?.title);
  useUserInfo();
  useBalancePoll();

  if (appInfo && Number(appInfo.site_state) === SITE_STATE.maintenance) {
    return (
      <Suspense fallback={<PageFallback />}>
        <MaintenanceScreen tips={appInfo.repair_tips} />
      </Suspense>
    );
  }
  return (
    <>
      {children}
      <LoadingOverlay />
      <Suspense fallback={null}>
        <PwaBars />
      </Suspense>
    </>
  );
}
