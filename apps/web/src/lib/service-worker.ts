import { Workbox } from 'workbox-window';
import { usePwaStore } from '@/stores/pwa-store';

/** How often an open app asks whether a new version was deployed (and whenever it comes back into view). */
const UPDATE_CHECK_MS = 30 * 60_000;

/**
 * Registers the service worker (src/sw.ts) once the first screen is drawn, so it never competes with it
 * for the network. A new version's worker installs beside the running one and waits; the app then
 * offers 新版本可用, and on the member's word the worker takes over and the page reloads onto the new
 * version. Loaded on its own (main.tsx imports it after the first render): workbox-window stays off the
 * first screen.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const worker = new Workbox('./sw.js', { scope: './' });
  worker.addEventListener('waiting', () => {
    usePwaStore.setState({
      updateReady: true,
      applyUpdate: () => {
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      },
    });
  });
  void worker.register().catch(() => undefined);
  const check = () => void worker.update().catch(() => undefined);
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
}
