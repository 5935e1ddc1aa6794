import { useState } from 'react';
import { useAfterPaint } from '@/components/useAfterPaint';
import { useAppStore } from '@/stores/app-store';

/**
 * The welcome popup shows when index_modal is 1, once: home stays mounted for the whole visit (kept
 * alive), so closing it here keeps it closed until the app is loaded again. It opens as soon as home's
 * first screen is painted: its code, HTML sanitizer and animation do not hold that screen up.
 */
export function useWelcomePopup() {
  const appInfo = useAppStore((state) => state.appInfo);
  const painted = useAfterPaint();
  const [dismissed, setDismissed] = useState(false);
  return {
    visible: painted && !dismissed && Number(appInfo?.index_modal) === 1,
    webContent: appInfo?.webcontent ?? '',
    close: () => setDismissed(true),
  };
}
