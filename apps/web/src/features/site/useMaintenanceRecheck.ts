import { useQuery } from '@tanstack/react-query';
import { appInfoQueryOptions } from './api/get-app-info';

/** How often the maintenance screen asks whether the site is open again. */
export const MAINTENANCE_RECHECK_MS = 30_000;

/**
 * Asks for app info again every MAINTENANCE_RECHECK_MS while the screen is shown, and at once when the
 * page becomes visible or the browser comes back online (TanStack Query's focus and online managers): when
 * site_state is 1 again, RootShell draws the site in place of the maintenance screen.
 */
export function useMaintenanceRecheck(): void {
  useQuery({
    ...appInfoQueryOptions(),
    refetchInterval: MAINTENANCE_RECHECK_MS,
    refetchOnWindowFocus: 'always',
    refetchOnReconnect: 'always',
    // A failed re-check is not the member's business: the screen stays and the next one tries again.
    meta: { silent: true },
  });
}
