import { BANNER_AUTOPLAY_MS, type Banner } from '@lobby/contract';
import { Swiper } from 'antd-mobile';
import { labels } from '@/messages';
import styles from './HomeBanners.module.css';

interface BannerSwiperProps {
  banners: readonly Banner[];
  className: string;
}

/** Auto-plays every BANNER_AUTOPLAY_MS (3 s), looping. */
export function BannerSwiper({ banners, className }: BannerSwiperProps) {
  return (
    <Swiper className={className} autoplay autoplayInterval={BANNER_AUTOPLAY_MS} loop>
      {banners.map((banner, index) => (
        <Swiper.Item key={`${banner.src}-${index}`}>
          <img className={styles.image} src={banner.src} alt={`${labels.homePage.banners} ${index + 1}`}
            loading={index === 0 ? 'eager' : 'lazy'} />
        </Swiper.Item>
      ))}
    </Swiper>
  );
}
