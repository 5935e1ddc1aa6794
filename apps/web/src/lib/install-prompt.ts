import { usePwaStore, type InstallPromptEvent } from '@/stores/pwa-store';

/**
 * Keeps the browser's install prompt for the moment the member asks for it (添加到主屏幕 in the drawer
 * and on /app) instead of the browser's own mini bar. Installed at start: the event may come before
 * anything else of the app has loaded.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwaStore.setState({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => usePwaStore.setState({ installPrompt: undefined }));
}
