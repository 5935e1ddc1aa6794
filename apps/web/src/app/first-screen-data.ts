import { api } from '@lobby/contract';
import { activityTypesQueryOptions } from '@/features/activity/api/get-activity-types';
import { gamesCatalogQueryOptions } from '@/features/games-catalog/api/get-game-list';
import { homeBannersQueryOptions } from '@/features/home/api/get-home-banners';
import { homeNoticesQueryOptions } from '@/features/home/api/get-home-notices';
import { vipLevelsQueryOptions } from '@/features/vip/api/get-vip-levels';
import { primeRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';
import { routeAt, type RouteName } from '@/route-table';

/**
 * What the page of each landing route asks for as it first renders, by route name, loaded as the app starts:
 * in parallel with the page's code instead of after that code has loaded and rendered. The queries a
 * page keeps for a while (a staleTime) go into the query cache, so that its first render draws them; the
 * promotions list, which the page fetches afresh whenever it mounts, is only sent early, and the page's
 * own request takes that answer (primeRequest). test/app/first-screen-data.test.tsx renders each page and
 * checks that these are exactly what it asks for, so that the two cannot drift apart.
 */
export const firstScreenData: Readonly<Partial<Record<RouteName, () => Array<Promise<unknown>>>>> = {
  home: () => [
    queryClient.prefetchQuery(homeNoticesQueryOptions()),
    // The banner list's first picture is preloaded by route-preload.js, which sends the list (early-calls.ts).
    queryClient.prefetchQuery(homeBannersQueryOptions()),
    queryClient.prefetchQuery(gamesCatalogQueryOptions()),
  ],
  activity: () => [
    queryClient.prefetchQuery(activityTypesQueryOptions()),
    primeRequest(api.activitylist, { page: 1 }),
  ],
  vip: () => [queryClient.prefetchQuery(vipLevelsQueryOptions())],
};

/**
 * Sends the app info call every route's shell makes (RootShell takes the answer) and loads the first-screen
 * data of the route in the location's hash. Resolves when all of it has answered, failures included.
 */
export async function loadFirstScreenData(hash: string): Promise<void> {
  primeRequest(api.app, {});
  const route = routeAt(hash.slice(1));
  await Promise.all((route && firstScreenData[route.name]?.()) ?? []);
}
