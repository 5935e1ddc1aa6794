import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Remembers the window scroll of each kept-alive page and puts it back when the page is shown again.
 * Runs after ScrollToTop (later in the tree), so only kept-alive pages escape the scroll-to-top rule:
 * keeping them alive would be of little use if the member lost their place.
 */
export function useKeptScroll(pathname: string, kept: boolean): void {
  const positions = useRef(new Map<string, number>());

  useEffect(() => {
    if (!kept) return;
    const remember = () => positions.current.set(pathname, window.scrollY);
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [pathname, kept]);

  useLayoutEffect(() => {
    if (kept) window.scrollTo(0, positions.current.get(pathname) ?? 0);
  }, [pathname, kept]);
}
