import { lazy, Suspense } from 'react';
import { labels } from '@/messages';
import { useHomeBanners } from './api/get-home-banners';
import styles from './HomeBanners.module.css';

// The swiper and its gesture and spring libraries load alongside the banner list, not before the first paint.
const BannerSwiper = lazy(() => import('./BannerSwiper').then((module) => ({ default: module.BannerSwiper })));

/** The home carousel (/api/bannerList type 2); a blank box of the same height holds its place meanwhile. */
export function HomeBanners() {
  const { data: banners = [] } = useHomeBanners();
  const placeholder = <div className={styles.frame} />;
  return (
    <section className={styles.section} aria-label={labels.homePage.banners}>
      {banners.length === 0 ? (
        placeholder
      ) : (
        <Suspense fallback={placeholder}>
          <BannerSwiper banners={banners} className={styles.frame} />
        </Suspense>
      )}
    </section>
  );
}
