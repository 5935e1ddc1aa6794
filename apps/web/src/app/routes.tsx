import { Suspense } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { KeepAliveOutlet, type KeptAlivePages } from '@/components/routing/KeepAliveOutlet';
import { PageFallback } from '@/components/routing/PageFallback';
import { MainLayout } from '@/components/layout/MainLayout';
import { routeAt, routeList, routes, type Route } from '@/route-table';
import { pages } from './lazy-pages';
import { RoutedErrorBoundary } from './recovery/PageErrorBoundary';
import { RequireAuth } from './RequireAuth';

// The pages the spec keeps alive. Their routes below carry no element: KeepAliveOutlet, which sits
// outside the routed page so that leaving the main layout does not unmount them, renders them instead.
const keptAlive: KeptAlivePages = Object.fromEntries(
  routeList
    .filter((route) => route.keptAlive)
    .map(({ path, name }) => {
      const Page = pages[name];
      const KeptAlivePage = () => (
        <RoutedErrorBoundary>
          <Page />
        </RoutedErrorBoundary>
      );
      return [path, KeptAlivePage];
    }),
);

// Every page inside an error boundary: a chunk that fails to download, or a page that throws, shows an
// error with 重新加载 in the shell instead of turning the whole app white (recovery/PageErrorView.tsx).
function toRouteObject({ path, name, keptAlive: kept, member }: Route): RouteObject {
  const Page = pages[name];
  const page = <RoutedErrorBoundary>{member ? <RequireAuth><Page /></RequireAuth> : <Page />}</RoutedErrorBoundary>;
  return { path, element: kept ? null : page };
}

// Built once: <Routes> would rebuild this table from its JSX children on every render.
const routeObjects: RouteObject[] = [
  { element: <MainLayout />, children: routeList.filter((route) => route.mainLayout).map(toRouteObject) },
  ...routeList.filter((route) => !route.mainLayout).map(toRouteObject),
  { path: '*', element: <Navigate to={routes.home.path} replace /> },
];

function RoutedPage() {
  return useRoutes(routeObjects);
}

/**
 * Loads the page of the route in a location hash (`#/vip?x=1`), so that the first render can draw it
 * at once. Resolves also when there is no such route or its chunk fails: the app then renders as usual.
 */
export function preloadRoutePage(hash: string): Promise<unknown> {
  const route = routeAt(hash.slice(1));
  return route ? pages[route.name].preload().catch(() => undefined) : Promise.resolve();
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
