import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/** After every navigation the page starts at the top (spec §2). Kept-alive pages restore their own scroll. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
