import { lazy, Suspense } from 'react';
import { useDrawerState } from '@/components/useDrawerState';
import { LazyBalanceDrawer } from '@/features/balance';
import { AppDownloadBanner } from './AppDownloadBanner';
import { HomeBanners } from './HomeBanners';
import { HomeGames } from './HomeGames';
import { HomeNoticeBar } from './HomeNoticeBar';
import { HomeTopBar } from './HomeTopBar';
import { HomeWallet } from './HomeWallet';
import { RedPacketFloat } from './RedPacketFloat';
import { useWelcomePopup } from './useWelcomePopup';
import { useHomeMenu } from './home-menu-store';

// Loaded on first open, like the balance drawer: the home screen paints without popup code.
const HomeDrawer = lazy(() => import('./HomeDrawer').then((module) => ({ default: module.HomeDrawer })));
const WelcomePopup = lazy(() => import('./WelcomePopup').then((module) => ({ default: module.WelcomePopup })));

/** / : the home page (part 1 §2). Kept alive by the route table. */
export default function HomePage() {
  const menu = useHomeMenu();
  const balance = useDrawerState();
  const welcome = useWelcomePopup();
  return (
    <>
      <AppDownloadBanner />
      <HomeTopBar onOpenMenu={menu.show} onOpenBalance={balance.show} />
      <HomeNoticeBar />
      {/* The red-packet entry floats over the carousel's corner and scrolls with it: pinned to the screen,
          it covered the names of the tiles that passed under it. */}
      <HomeBanners>
        <RedPacketFloat />
      </HomeBanners>
      <HomeWallet onOpenBalance={balance.show} />
      <HomeGames />
      <Suspense fallback={null}>
        {menu.mounted && <HomeDrawer visible={menu.visible} onClose={menu.hide} />}
        {balance.mounted && <LazyBalanceDrawer visible={balance.visible} onClose={balance.hide} />}
        {welcome.visible && <WelcomePopup webContent={welcome.webContent} onClose={welcome.close} />}
      </Suspense>
    </>
  );
}
