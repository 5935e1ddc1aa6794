import { lazy, startTransition, Suspense, useState } from 'react';
import { labels } from '@/messages';
import { useHomeBanners } from './api/get-home-banners';
import { BannerImage } from './BannerImage';
import styles from './HomeBanners.module.css';

// The swiper and its gesture library load once the first banner is shown, not before the first paint.
const BannerSwiper = lazy(() => import('./BannerSwiper').then((module) => ({ default: module.BannerSwiper })));

/**
 * The home carousel (/api/bannerList type 2); a blank box of the same height holds its place until the
 * list comes. The first banner shows at once, as a plain picture; once it has loaded, the swiper's code
 * loads and the carousel takes its place, starting from that same banner.
 */
export function HomeBanners() {
  const { data: banners = [] } = useHomeBanners();
  const [firstShown, setFirstShown] = useState(false);
  const first = banners[0];
  // A transition: the still picture stays on screen until the carousel is ready to replace it.
  const onFirstSettled = () => startTransition(() => setFirstShown(true));
  const still = (
    <div className={styles.frame}>
      {first && <BannerImage src={first.src} index={0} onLoad={onFirstSettled} onError={onFirstSettled} />}
    </div>
  );
  return (
    <section className={styles.section} aria-label={labels.homePage.banners}>
      <Suspense fallback={still}>
        {first && firstShown ? <BannerSwiper banners={banners} className={styles.frame} /> : still}
      </Suspense>
    </section>
  );
}
