/**
 * The service worker (issue 14), built by vite-plugin-pwa (injectManifest) into sw.js:
 * - precaches the current build: the shell (index.html, the manifest, the brand's pictures) and every
 *   script and style of the build, so the app opens offline and old pages' code stays loadable after a
 *   redeploy until the member moves to the new version;
 * - opens pages from the network first (a deploy or a brand change shows at once), from the precached
 *   shell when the network fails or takes over 4 s;
 * - never caches an /api answer (balances and orders must be fresh), nor the back office, the demo pages,
 *   the demo venue, the payment sandbox or uploads: those go to the network as if there were no worker;
 * - never stores any answer the server marked no-store or private, whatever its path (neverStorePrivate,
 *   on every runtime cache);
 * - waits when a new version is installed, until the app, having asked the member (新版本可用), tells it
 *   to take over (SKIP_WAITING), and the app reloads onto it.
 */
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { neverStorePrivate } from './sw/never-store-private';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/** Addresses the worker never answers from a cache. */
const NEVER_CACHED = [/\/api(?:[/?]|$)/, /\/admin(?:[/?]|$)/, /\/demo(?:-venue)?(?:[/?]|$)/, /\/payment-sandbox(?:[/?]|$)/, /\/media\//];

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const pages = new NetworkFirst({
  cacheName: 'lobby-pages',
  networkTimeoutSeconds: 4,
  plugins: [neverStorePrivate, { handlerDidError: async () => (await matchPrecache('index.html')) ?? Response.error() }],
});
registerRoute(new NavigationRoute(pages, { denylist: NEVER_CACHED }));

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
