import type { ReactNode } from 'react';
import { Carousel } from '@/components/carousel/Carousel';
import { QueryState } from '@/components/query-state/QueryState';
import { labels } from '@/messages';
import { useHomeBanners } from './api/get-home-banners';
import { BannerImage } from './BannerImage';
import styles from './HomeBanners.module.css';

/**
 * The home carousel (/api/bannerList type 2); a blank box of the same height holds its place until the
 * list comes, and says so with 重试 in the same box when the list does not come. The first banner is the
 * screen's main picture: it is drawn by the first render, in the carousel itself.
 */
export function HomeBanners({ children }: { children?: ReactNode }) {
  const blank = <div className={styles.frame} />;
  return (
    <section className={styles.section} aria-label={labels.homePage.banners()}>
      <QueryState query={useHomeBanners()} loading={blank} compact
        empty={blank} isEmpty={(banners) => banners.length === 0}>
        {(banners) => (
          <Carousel className={styles.frame}>
            {banners.map((banner, index) => <BannerImage key={`${banner.src}-${index}`} src={banner.src} link={banner.link} index={index} />)}
          </Carousel>
        )}
      </QueryState>
      {/* What floats over the carousel's corner (the red-packet entry). */}
      {children}
    </section>
  );
}
