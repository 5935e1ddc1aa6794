import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { withLoading } from '@/stores/loading-store';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Navigation after the loading indicator has shown for `delayMs` (part 1 §2 and its timings: the
 * member-centre menu's MENU_NAV_DELAY_MS, home's HOME_NAV_DELAY_MS).
 */
export function useDelayedNavigate(delayMs: number): (path: string) => void {
  const navigate = useNavigate();
  return useCallback((path: string) => void withLoading(pause(delayMs)).then(() => navigate(path)), [navigate, delayMs]);
}
