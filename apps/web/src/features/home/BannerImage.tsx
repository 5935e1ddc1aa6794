import { Link } from 'react-router';
import { labels } from '@/messages';
import styles from './HomeBanners.module.css';

// The banners are drawn at 750 x 300; the size lets the browser reserve the box before the picture comes.
const WIDTH = 750;
const HEIGHT = 300;

interface BannerImageProps {
  src: string;
  /** Where a tap leads (the banner's link): only a path of this app, never another site or a script. */
  link?: string;
  index: number;
}

/** An in-app path ('/activityInfo?id=3'), not '//host' or a scheme. */
const isAppPath = (link: string | undefined): link is string => !!link && link.startsWith('/') && !link.startsWith('//');

/**
 * One home banner: the first is the screen's main picture (fetched first), the others wait for their
 * slide. A banner with a link opens what it advertises (its promotion, the red packets, VIP) on a tap.
 */
export function BannerImage({ src, link, index }: BannerImageProps) {
  const first = index === 0;
  const image = (
    <img className={styles.image} src={src} alt={`${labels.homePage.banners()} ${index + 1}`} width={WIDTH} height={HEIGHT}
      loading={first ? 'eager' : 'lazy'} fetchPriority={first ? 'high' : 'auto'} />
  );
  return isAppPath(link) ? <Link className={styles.link} to={link} draggable={false}>{image}</Link> : image;
}
