import { MENU_NAV_DELAY_MS } from '@lobby/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withLoading } from '@/stores/loading-store';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Menu navigation: the loading indicator shows for MENU_NAV_DELAY_MS (500 ms) first (part 1 §2). */
export function useDelayedNavigate(): (path: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (path: string) => void withLoading(pause(MENU_NAV_DELAY_MS)).then(() => navigate(path)),
    [navigate],
  );
}
