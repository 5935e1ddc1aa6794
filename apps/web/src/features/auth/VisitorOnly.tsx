import { useState, type ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { redirectTarget } from '@/lib/session/redirect';
import { useIsLoggedIn } from '@/stores/session-store';

/**
 * /login and /register: a member who opens them is already signed in, and goes where a sign-in would
 * take them (the redirect target, else home) rather than to a form for a second account. Only as the
 * page opens: a sign-in made on the form is the form's to finish (user info, then its own navigation).
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const loggedIn = useIsLoggedIn();
  const [openedAsMember] = useState(loggedIn);
  const [searchParams] = useSearchParams();
  if (openedAsMember) return <Navigate to={redirectTarget(searchParams.get('redirect'))} replace />;
  return children;
}
