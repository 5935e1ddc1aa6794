// The routes a visitor most likely opens next. Importing their chunks while the browser is idle, after
// the first screen, makes the first tap on them instant; the imports resolve to the same modules
// React.lazy loads in lazy-pages.ts, so nothing is downloaded twice.
const likelyNextPages = [
  () => import('@/features/auth/LoginPage'),
  () => import('@/features/auth/RegisterPage'),
  () => import('@/features/activity/ActivityPage'),
  () => import('@/features/mine/MinePage'),
];

// The load event comes before the first screen has its page chunk, data and images (all loaded by the
// app after it starts); prefetching then competed with them and cost Lighthouse 6-10 points.
const AFTER_FIRST_SCREEN_MS = 3000;

/** Prefetches the likely next routes once the first screen is done and the main thread is idle. */
export function prefetchLikelyRoutes(): void {
  // Safari has no requestIdleCallback; there the delay alone serves.
  const whenIdle = (run: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(run) : run());
  window.addEventListener('load', () => setTimeout(() => whenIdle(() => {
    // A failed prefetch costs nothing: the route loads its chunk again when opened.
    for (const load of likelyNextPages) load().catch(() => undefined);
  }), AFTER_FIRST_SCREEN_MS), { once: true });
}
