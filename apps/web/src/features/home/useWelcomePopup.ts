import { useEffect, useState } from 'react';
import { useAfterPaint } from '@/components/useAfterPaint';
import { useAppStore } from '@/stores/app-store';

/**
 * The spec shows the popup "on first show": once per browser session, so a reload or the return from a
 * game (a new page load) does not show it again, while a new session (a new tab) does.
 */
const WELCOME_SHOWN_KEY = 'lobby.welcomeShown';

function shownThisSession(): boolean {
  try {
    return sessionStorage.getItem(WELCOME_SHOWN_KEY) !== null;
  } catch {
    return false;
  }
}

function markShown(): void {
  try {
    sessionStorage.setItem(WELCOME_SHOWN_KEY, '1');
  } catch {
    // Storage refused (private mode): home stays mounted, so it still shows once per page load.
  }
}

/**
 * The welcome popup shows when index_modal is 1, once per session (above). It opens as soon as home's
 * first screen is painted: its code, HTML sanitizer and animation do not hold that screen up.
 */
export function useWelcomePopup() {
  const appInfo = useAppStore((state) => state.appInfo);
  const painted = useAfterPaint();
  const [alreadyShown] = useState(shownThisSession);
  const [dismissed, setDismissed] = useState(false);
  const visible = painted && !alreadyShown && !dismissed && Number(appInfo?.index_modal) === 1;
  useEffect(() => {
    if (visible) markShown();
  }, [visible]);
  return {
    visible,
    webContent: appInfo?.webcontent ?? '',
    close: () => setDismissed(true),
  };
}
