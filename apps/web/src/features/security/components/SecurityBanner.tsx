import { Carousel } from '@/components/carousel/Carousel';
import { labels } from '@/messages';
import { securityBanners } from '../security-banners';
import styles from './SecurityBanner.module.css';

/** The carousel of the two banner images at the top of the security centre. */
export function SecurityBanner() {
  return (
    <section aria-label={labels.securityPage.banner()}>
      <Carousel>
        {securityBanners.map((src, index) => (
          <img key={src} className={styles.slide} src={src} alt={`${labels.securityPage.slide()}${index + 1}`} />
        ))}
      </Carousel>
    </section>
  );
}
