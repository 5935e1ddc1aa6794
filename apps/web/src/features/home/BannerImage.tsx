import { labels } from '@/messages';
import styles from './HomeBanners.module.css';

// The banners are drawn at 750 x 300; the size lets the browser reserve the box before the picture comes.
const WIDTH = 750;
const HEIGHT = 300;

interface BannerImageProps {
  src: string;
  index: number;
  onLoad?: () => void;
  onError?: () => void;
}

/** One home banner: the first is the screen's main picture (fetched first), the others wait for their slide. */
export function BannerImage({ src, index, onLoad, onError }: BannerImageProps) {
  const first = index === 0;
  return (
    <img className={styles.image} src={src} alt={`${labels.homePage.banners} ${index + 1}`} width={WIDTH} height={HEIGHT}
      loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} onLoad={onLoad} onError={onError} />
  );
}
