import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { installErrorPolicy } from './app/error-policy';
import { firstRenderReady } from './app/first-render';
import { handOverToTop } from './app/hand-over-to-top';
import { installAntdRender } from './lib/install-antd-render';
import { captureInstallPrompt } from './lib/install-prompt';
import { startLocale, startingLocale } from './i18n/locale';
import { pageBrand } from './lib/brand';
import './styles/tokens.css';
import './styles/global.css';

if (!handOverToTop()) start();

function start(): void {
  // A member who chose another language gets its texts before the first render (one small chunk, fetched
  // beside the page's code); zh-CN needs nothing. Should it fail to load, the app opens in zh-CN.
  const brand = pageBrand();
  const locale = startingLocale(brand.locales, brand.defaultLocale);
  // At once, before anything loads: the loading indicator already speaks the member's language.
  document.documentElement.lang = locale;
  const localeReady = startLocale(locale);
  // The opened route's code and first-screen data (the code already downloading since route-preload.js ran),
  // asked for in that language, then one render that draws the page itself rather than a loading fallback.
  const ready = firstRenderReady(window.location.hash);
  installAntdRender();
  installErrorPolicy();
  captureInstallPrompt();

  // A transition: React renders the first screen in slices of a few milliseconds instead of one long task,
  // so that the main thread stays free for a tap while it draws.
  void Promise.all([ready, localeReady]).then(() => {
    const root = createRoot(document.getElementById('root')!);
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
    // Keyboard focus for dialogs, which the first screen has none of: its own small chunk, installed as the
    // first render starts, well before a dialog can open (the earliest, the welcome popup, waits for the paint).
    void import('./lib/dialog-focus').then(({ installDialogFocus }) => installDialogFocus());
    // The service worker once the page has loaded: its precache downloads never compete with the first screen.
    const registerLater = () => void import('./lib/service-worker').then(({ registerServiceWorker }) => registerServiceWorker());
    if (document.readyState === 'complete') registerLater();
    else window.addEventListener('load', registerLater, { once: true });
  });
}
