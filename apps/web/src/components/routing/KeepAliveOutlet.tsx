import { Activity, Suspense, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { PageFallback } from './PageFallback';
import { useKeptScroll } from './useKeptScroll';

export type KeptAlivePages = Readonly<Record<string, ComponentType>>;

/**
 * Renders the pages the spec keeps alive (home, activity, zhanzhu, concise). Once opened, a page stays
 * mounted inside a hidden <Activity> when the member leaves it: its state survives, its effects pause
 * and its scroll position comes back. The route table still lists these paths (with an empty
 * element) so that matching stays in one place.
 */
export function KeepAliveOutlet({ pages }: { pages: KeptAlivePages }) {
  const { pathname } = useLocation();
  const [opened, setOpened] = useState<string[]>([]);
  const kept = Boolean(pages[pathname]);
  // First visit: adding the page during render (not in an effect) shows it without an extra frame.
  if (kept && !opened.includes(pathname)) setOpened([...opened, pathname]);
  useKeptScroll(pathname, kept);

  return opened.map((path) => {
    const Page = pages[path];
    if (!Page) return null;
    return (
      <Activity key={path} mode={path === pathname ? 'visible' : 'hidden'}>
        <Suspense fallback={<PageFallback />}>
          <Page />
        </Suspense>
      </Activity>
    );
  });
}
