import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '@/lib/session/redirect';
import { useIsLoggedIn } from '@/stores/session-store';
import { routes } from '@/route-table';

/**
 * Login-required routes: a visitor goes to /login carrying the full target path and query (spec §2).
 * A session that ends on the page (logout, expiry, forced out) goes to plain /login, as §4 says.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  // Logged in as the page opened: a later logout ends a session here. (A visitor never stays: they are sent on.)
  const [hadSession] = useState(loggedIn);
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={hadSession ? routes.login.path : loginPathFor(pathname + search)} replace />;
  return children;
}
