import type { Activity } from '@lobby/contract';
import { Link } from 'react-router';
import { labels } from '@/messages';
import styles from './ActivityCard.module.css';

/** One promotion of the list: banner, title and date, opening its detail. */
export function ActivityCard({ activity }: { activity: Activity }) {
  return (
    <Link className={styles.card} to={`/activityInfo?id=${activity.id}`}>
      <img className={styles.banner} src={activity.banner} alt="" loading="lazy" />
      <h2 className={styles.title}>{activity.title}</h2>
      <p className={styles.date}>
        {labels.activity.publishedAt}
        {activity.created_at}
      </p>
    </Link>
  );
}
