import { useEffect } from 'react';
import { createPath, parsePath, useLocation, useNavigate } from 'react-router';

/** The route the address bar names, read as HashRouter reads it. */
function addressPath(): string {
  const { pathname = '/', search = '', hash = '' } = parsePath(window.location.hash.slice(1));
  return createPath({ pathname: pathname.startsWith('/') ? pathname : `/${pathname}`, search, hash });
}

/**
 * HashRouter reads the address as it first renders but starts listening for changes only once that render
 * has committed, and the first render is a transition (main.tsx) that takes a while on a slow phone. An
 * address change in that gap (a link opened twice, back, an edited address) would go unheard, and the app
 * would show the old page under the new address. Once mounted, this moves the router to the address.
 */
export function HashCatchUp() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const address = addressPath();
    if (address !== createPath({ pathname, search, hash })) navigate(address, { replace: true });
    // Only the gap before the first commit can lose a change: from then on the router hears every one.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs once, on mount, by design (above)
  }, []);
  return null;
}
