import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onMaintenanceAnswer } from '@/lib/maintenance-signal';
import { appInfoQueryOptions } from './api/get-app-info';

/** How often an open app asks app info whether the site went into maintenance, or came back from it. */
export const SITE_CHECK_MS = 30_000;

/**
 * Keeps site_state fresh while the app is open, so that RootShell switches to the maintenance screen and
 * back without a reload: app info every SITE_CHECK_MS while the page is visible, at once when it becomes
 * visible again or the browser comes back online (TanStack Query's focus and online managers), and at
 * once when any answer says the site is in maintenance (lib/maintenance-signal.ts).
 */
export function useSiteStateCheck(): void {
  const { refetch } = useQuery({
    ...appInfoQueryOptions(),
    refetchInterval: SITE_CHECK_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    // A failed check is not the member's business: the screen stays and the next one tries again.
    meta: { silent: true },
  });
  useEffect(() => onMaintenanceAnswer(() => void refetch()), [refetch]);
}
