import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loginPathFor } from '@/features/auth/redirect';
import { useIsLoggedIn } from '@/stores/session-store';

/** Login-required routes: a visitor goes to /login, carrying the full target path and query (spec §2). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const { pathname, search } = useLocation();
  if (!loggedIn) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}
