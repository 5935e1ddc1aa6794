import { labels } from '@/messages';
import styles from './PageFallback.module.css';

/** Shown while a page's chunk loads: three pulsing dots, plain CSS so the shell needs no UI library. */
export function PageFallback() {
  return (
    <div className={styles.fallback} role="status" aria-label={labels.loading()}>
      <span />
      <span />
      <span />
    </div>
  );
}
