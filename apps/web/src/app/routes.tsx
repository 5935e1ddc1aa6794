import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { KeepAliveOutlet, type KeptAlivePages } from '@/components/routing/KeepAliveOutlet';
import { PageFallback } from '@/components/routing/PageFallback';
import { MainLayout } from '@/components/layout/MainLayout';
import type { LazyPage } from './lazy-page';
import * as Page from './lazy-pages';
import { RoutedErrorBoundary } from './recovery/PageErrorBoundary';
import { RequireAuth } from './RequireAuth';

interface AppRoute {
  path: string;
  page: LazyPage;
  /** Inside the main layout, with the footer tab bar. */
  mainLayout?: true;
  /** Kept alive (the spec's keep-alive pages): drawn by KeepAliveOutlet, not by <Routes>. */
  keptAlive?: true;
  /** Members only: a visitor is sent to /login. */
  member?: true;
}

/** The whole route table: part 1 §2 and part 2 §2. apps/web/route-preload.ts reads it at build time. */
const appRoutes: readonly AppRoute[] = [
  { path: '/', page: Page.HomePage, mainLayout: true, keptAlive: true },
  { path: '/activity', page: Page.ActivityPage, mainLayout: true, keptAlive: true },
  { path: '/zhanzhu', page: Page.LandingPage, mainLayout: true, keptAlive: true },
  { path: '/kefu', page: Page.ServicePage, mainLayout: true },
  { path: '/mine', page: Page.MinePage, mainLayout: true, member: true },

  { path: '/concise', page: Page.GameListPage, keptAlive: true },
  { path: '/login', page: Page.LoginPage },
  { path: '/register', page: Page.RegisterPage },
  { path: '/app', page: Page.AppDownloadPage },
  { path: '/gamePage', page: Page.GamePage },
  { path: '/activityInfo', page: Page.ActivityDetailPage },
  { path: '/applyagent', page: Page.AgentApplicationPage },
  { path: '/vip', page: Page.VipPage },
  { path: '/securitycenter', page: Page.HelpCentrePage },
  { path: '/boutBallBet', page: Page.HelpPage },
  { path: '/boutBallBetInfo', page: Page.ArticlePage },
  { path: '/security', page: Page.SecurityAdvicePage },

  { path: '/setting', page: Page.SettingPage, member: true },
  { path: '/userInfo', page: Page.UserInfoPage, member: true },
  { path: '/password', page: Page.PasswordPage, member: true },
  { path: '/wallet', page: Page.WalletPage, member: true },
  { path: '/addBankCard', page: Page.AddBankCardPage, member: true },
  { path: '/addUsdtCard', page: Page.AddUsdtCardPage, member: true },
  { path: '/recharge', page: Page.DepositPage, member: true },
  { path: '/payInfo', page: Page.DepositDetailPage, member: true },
  { path: '/withdrawal', page: Page.WithdrawalPage, member: true },
  { path: '/transfer', page: Page.TransferPage, member: true },
  { path: '/message', page: Page.MessageCentrePage, member: true },
  { path: '/betRecord', page: Page.BetRecordPage, member: true },
  { path: '/transRecord', page: Page.TransactionRecordPage, member: true },
  { path: '/fanshui', page: Page.RebateRecordPage, member: true },
  { path: '/activityRecord', page: Page.ActivityRecordPage, member: true },
  { path: '/welfare', page: Page.RedPacketRecordPage, member: true },
  { path: '/hongbao', page: Page.RedPacketPage, member: true },
];

// The pages the spec keeps alive. Their routes below carry no element: KeepAliveOutlet, which sits
// outside the routed page so that leaving the main layout does not unmount them, renders them instead.
const keptAlive: KeptAlivePages = Object.fromEntries(
  appRoutes.filter((route) => route.keptAlive).map(({ path, page: Component }) => [path, () => (
    <RoutedErrorBoundary>
      <Component />
    </RoutedErrorBoundary>
  )]),
);

// Every page inside an error boundary: a chunk that fails to download, or a page that throws, shows an
// error with 重新加载 in the shell instead of turning the whole app white (recovery/PageErrorView.tsx).
function toRouteObject({ path, page: Component, keptAlive: kept, member }: AppRoute): RouteObject {
  const page = <RoutedErrorBoundary>{member ? <RequireAuth><Component /></RequireAuth> : <Component />}</RoutedErrorBoundary>;
  return { path, element: kept ? null : page };
}

// Built once: <Routes> would rebuild this table from its JSX children on every render.
const routeObjects: RouteObject[] = [
  { element: <MainLayout />, children: appRoutes.filter((route) => route.mainLayout).map(toRouteObject) },
  ...appRoutes.filter((route) => !route.mainLayout).map(toRouteObject),
  { path: '*', element: <Navigate to="/" replace /> },
];

function RoutedPage() {
  return useRoutes(routeObjects);
}

/**
 * Loads the page of the route in a location hash (`#/vip?x=1`), so that the first render can draw it
 * at once. Resolves also when there is no such route or its chunk fails: the app then renders as usual.
 */
export function preloadRoutePage(hash: string): Promise<unknown> {
  const path = hash.slice(1).split('?')[0] || '/';
  const route = appRoutes.find((candidate) => candidate.path === path);
  return route ? route.page.preload().catch(() => undefined) : Promise.resolve();
}

export function AppRoutes() {
  return (
    <>
      <KeepAliveOutlet pages={keptAlive} />
      <Suspense fallback={<PageFallback />}>
        <RoutedPage />
      </Suspense>
    </>
  );
}
