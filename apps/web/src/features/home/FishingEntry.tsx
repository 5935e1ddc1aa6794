import { DEFAULT_PROVIDER_CODE } from '@lobby/contract';
import { Link } from 'react-router';
import { labels } from '@/messages';
import styles from './GameTileGrid.module.css';
import { href } from '@/route-table';

/** The slots tab's fixed entry to the fishing games (/concise?gamecode=obgdy). */
export function FishingEntry() {
  return (
    <Link className={styles.tile} to={href('concise', { gamecode: DEFAULT_PROVIDER_CODE })}>
      <span className={`${styles.picture} ${styles.fishing}`} aria-hidden="true" />
      <span className={styles.name}>{labels.homePage.fishing}</span>
    </Link>
  );
}
