import type { Banner } from '@lobby/contract';
import { lazy, startTransition, Suspense, useState, type ReactNode } from 'react';
import { QueryState } from '@/components/query-state/QueryState';
import { labels } from '@/messages';
import { useHomeBanners } from './api/get-home-banners';
import { BannerImage } from './BannerImage';
import styles from './HomeBanners.module.css';

// The swiper and its gesture library load once the first banner is shown, not before the first paint.
const BannerSwiper = lazy(() => import('./BannerSwiper').then((module) => ({ default: module.BannerSwiper })));

/**
 * The carousel: the first banner shows at once, as a plain picture; once it has loaded, the swiper's code
 * loads and the carousel takes its place, starting from that same banner.
 */
function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [firstShown, setFirstShown] = useState(false);
  const first = banners[0];
  // A transition: the still picture stays on screen until the carousel is ready to replace it.
  const onFirstSettled = () => startTransition(() => setFirstShown(true));
  const still = (
    <div className={styles.frame}>
      {first && <BannerImage src={first.src} link={first.link} index={0} onLoad={onFirstSettled} onError={onFirstSettled} />}
    </div>
  );
  return (
    <Suspense fallback={still}>
      {first && firstShown ? <BannerSwiper banners={banners} className={styles.frame} /> : still}
    </Suspense>
  );
}

/**
 * The home carousel (/api/bannerList type 2); a blank box of the same height holds its place until the
 * list comes, and says so with 重试 in the same box when the list does not come.
 */
export function HomeBanners({ children }: { children?: ReactNode }) {
  const blank = <div className={styles.frame} />;
  return (
    <section className={styles.section} aria-label={labels.homePage.banners()}>
      <QueryState query={useHomeBanners()} loading={blank} compact
        empty={blank} isEmpty={(banners) => banners.length === 0}>
        {(banners) => <BannerCarousel banners={banners} />}
      </QueryState>
      {/* What floats over the carousel's corner (the red-packet entry). */}
      {children}
    </section>
  );
}
