import { formatDisplayTime, type Activity } from '@lobby/contract';
import { Link } from 'react-router';
import { labels } from '@/messages';
import styles from './ActivityCard.module.css';
import { href } from '@/route-table';

// Promotion banners are drawn at 750 x 300 (the card keeps 5:2 whatever the file says).
const BANNER_WIDTH = 750;
const BANNER_HEIGHT = 300;

/**
 * One promotion of the list: banner, title and date, opening its detail. The first cards are on the
 * first screen: their banners load at once, the first before anything else; the rest when scrolled to.
 */
export function ActivityCard({ activity, onFirstScreen = false }: { activity: Activity; onFirstScreen?: boolean }) {
  return (
    <Link className={styles.card} to={href('activityInfo', { id: activity.id })}>
      <img className={styles.banner} src={activity.banner} alt="" width={BANNER_WIDTH} height={BANNER_HEIGHT}
        loading={onFirstScreen ? 'eager' : 'lazy'} fetchPriority={onFirstScreen ? 'high' : 'auto'} />
      <h2 className={styles.title}>{activity.title}</h2>
      <p className={styles.date}>
        {labels.activity.publishedAt()}
        {formatDisplayTime(activity.created_at)}
      </p>
    </Link>
  );
}
