import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppStore } from '@/stores/app-store';
import { useIsLoggedIn } from '@/stores/session-store';
import { href, routes } from '@/route-table';

/** A referral id from the page address: inside the hash route (#/register?pid=7) or before it (/?pid=7#/). */
function readPid(routeSearch: string): string | null {
  return new URLSearchParams(routeSearch).get('pid') ?? new URLSearchParams(window.location.search).get('pid');
}

/**
 * A pid in the URL is saved locally and sends the visitor to /login?type=1&pid=… (spec §4); the
 * registration form offers it again as the introducer. A member already logged in keeps the page.
 */
export function PidCapture() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useIsLoggedIn();

  useEffect(() => {
    const pid = readPid(search);
    if (!pid) return;
    useAppStore.getState().setPid(pid);
    // Drop a pid written before the hash, or it would send the visitor back to /login on every page.
    if (window.location.search) {
      window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
    }
    if (!loggedIn && pathname !== routes.login.path) {
      navigate(href('login', { type: 1, pid }), { replace: true });
    }
  }, [pathname, search, loggedIn, navigate]);
  return null;
}
