import { useState } from 'react';
import { useAppStore } from '@/stores/app-store';

/**
 * The welcome popup shows when index_modal is 1, once: home stays mounted for the whole visit (kept
 * alive), so closing it here keeps it closed until the app is loaded again.
 */
export function useWelcomePopup() {
  const appInfo = useAppStore((state) => state.appInfo);
  const [dismissed, setDismissed] = useState(false);
  return {
    visible: !dismissed && Number(appInfo?.index_modal) === 1,
    webContent: appInfo?.webcontent ?? '',
    close: () => setDismissed(true),
  };
}
