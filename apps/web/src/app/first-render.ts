import { appInfoQueryOptions } from '@/features/site/api/get-app-info';
import { queryClient } from '@/lib/query-client';
import { useAppStore } from '@/stores/app-store';
import { loadFirstScreenData } from './first-screen-data';
import { preloadRoutePage } from './routes';

/** How long the first render waits for data once the page's code is there. */
const DATA_GRACE_MS = 1000;

/**
 * Resolves when the first render can draw the opened page as it will stay: its code is loaded and so is
 * its first-screen data (first-screen-data.ts), with, on a first visit (no app info kept from before),
 * the app info, which decides maintenance, the download strip and the logo. Drawn without them, the page
 * would show empty boxes and then jump as each answer came. The calls start here, with the page's code
 * (route-preload.js has started that), so the wait is rarely longer than the code's; a slow answer holds
 * the first render for one second at most, and then the page draws what it has, as it always did.
 */
export async function firstRenderReady(hash: string): Promise<void> {
  const data = loadFirstScreenData(hash);
  const appInfo = useAppStore.getState().appInfo ? undefined : queryClient.prefetchQuery(appInfoQueryOptions());
  await preloadRoutePage(hash);
  await Promise.race([Promise.all([data, appInfo]), new Promise((resolve) => setTimeout(resolve, DATA_GRACE_MS))]);
}
