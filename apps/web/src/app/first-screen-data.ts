import { api } from '@lobby/contract';
import { activityTypesQueryOptions } from '@/features/activity/api/get-activity-types';
import { gamesCatalogQueryOptions } from '@/features/games-catalog/api/get-game-list';
import { homeBannersQueryOptions } from '@/features/home/api/get-home-banners';
import { homeNoticesQueryOptions } from '@/features/home/api/get-home-notices';
import { vipLevelsQueryOptions } from '@/features/vip/api/get-vip-levels';
import { primeRequest } from '@/lib/api-client';
import { queryClient } from '@/lib/query-client';

/**
 * What the page of each landing route asks for as it first renders, by path, loaded as the app starts:
 * in parallel with the page's code instead of after that code has loaded and rendered. The queries a
 * page keeps for a while (a staleTime) go into the query cache, so that its first render draws them; the
 * promotions list, which the page fetches afresh whenever it mounts, is only sent early, and the page's
 * own request takes that answer (primeRequest). test/first-screen-data.test.tsx renders each page and
 * checks that these are exactly what it asks for, so that the two cannot drift apart.
 */
export const firstScreenData: Readonly<Record<string, () => Array<Promise<unknown>>>> = {
  '/': () => [
    queryClient.prefetchQuery(homeNoticesQueryOptions()),
    // The first banner is the home screen's main picture: its download starts as soon as the list names it.
    queryClient.prefetchQuery(homeBannersQueryOptions())
      .then(() => preloadImage(queryClient.getQueryData(homeBannersQueryOptions().queryKey)?.[0]?.src)),
    queryClient.prefetchQuery(gamesCatalogQueryOptions()),
  ],
  '/activity': () => [
    queryClient.prefetchQuery(activityTypesQueryOptions()),
    // The first promotion's banner is that screen's main picture, as the first banner is home's.
    primeRequest(api.activitylist, { page: 1 }).then((page) => preloadImage(page?.data[0]?.banner)),
  ],
  '/vip': () => [queryClient.prefetchQuery(vipLevelsQueryOptions())],
};

function preloadImage(src: string | undefined): void {
  // route-preload.js has usually preloaded it already (early-calls.ts).
  if (!src || document.head.querySelector(`link[rel="preload"][as="image"][href="${CSS.escape(src)}"]`)) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/**
 * Sends the app info call every route's shell makes (RootShell takes the answer) and loads the first-screen
 * data of the route in the location's hash. Resolves when all of it has answered, failures included.
 */
export async function loadFirstScreenData(hash: string): Promise<void> {
  primeRequest(api.app, {});
  await Promise.all(firstScreenData[hash.slice(1).split('?')[0] || '/']?.() ?? []);
}
