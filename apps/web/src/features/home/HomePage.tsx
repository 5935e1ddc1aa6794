import { lazy, Suspense } from 'react';
import { useDrawerState } from '@/components/useDrawerState';
import { LazyBalanceDrawer } from '@/features/balance/LazyBalanceDrawer';
import { HomeTopBar } from './HomeTopBar';

// Loaded on first open, like the balance drawer: the home screen paints without popup code.
const HomeDrawer = lazy(() => import('./HomeDrawer').then((module) => ({ default: module.HomeDrawer })));

/** / : the home page (part 1 §2). Kept alive by the route table. */
export default function HomePage() {
  const menu = useDrawerState();
  const balance = useDrawerState();
  return (
    <>
      <HomeTopBar onOpenMenu={menu.show} onOpenBalance={balance.show} />
      <Suspense fallback={null}>
        {menu.mounted && <HomeDrawer visible={menu.visible} onClose={menu.hide} />}
        {balance.mounted && <LazyBalanceDrawer visible={balance.visible} onClose={balance.hide} />}
      </Suspense>
    </>
  );
}
