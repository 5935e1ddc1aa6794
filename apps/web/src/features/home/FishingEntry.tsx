import { DEFAULT_PROVIDER_CODE } from '@lobby/contract';
import { Link } from 'react-router';
import { labels } from '@/messages';
import styles from './GameTileGrid.module.css';
import { href } from '@/route-table';

/** The entry's picture, drawn by apps/server/scripts/make-media.ts into public/games/. */
const FISHING_PICTURE = `${import.meta.env.BASE_URL}games/fishing-entry.webp`;

/** The slots tab's fixed entry to the fishing games (/concise?gamecode=obgdy). */
export function FishingEntry() {
  return (
    <Link className={styles.tile} to={href('concise', { gamecode: DEFAULT_PROVIDER_CODE })}>
      <img className={styles.picture} src={FISHING_PICTURE} alt="" width={200} height={200} loading="lazy" decoding="async" />
      <span className={styles.name}>{labels.homePage.fishing()}</span>
    </Link>
  );
}
