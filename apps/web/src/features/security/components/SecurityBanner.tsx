import { BANNER_AUTOPLAY_MS } from '@lobby/contract';
import { Swiper } from 'antd-mobile';
import { labels } from '@/messages';
import { securityBanners } from '../security-banners';
import styles from './SecurityBanner.module.css';

/** The carousel of the two banner images at the top of the security centre. */
export function SecurityBanner() {
  return (
    <section aria-label={labels.securityPage.banner()}>
      <Swiper autoplay autoplayInterval={BANNER_AUTOPLAY_MS} loop>
        {securityBanners.map((src, index) => (
          <Swiper.Item key={src}>
            <img className={styles.slide} src={src} alt={`${labels.securityPage.slide()}${index + 1}`} />
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
