import { SpinLoading } from 'antd-mobile';
import { labels } from '@/messages';
import styles from './LoadingIndicator.module.css';

/** Shown in place of a list while it loads. */
export function LoadingIndicator() {
  return (
    <div className={styles.loading} role="status" aria-label={labels.loading()}>
      <SpinLoading />
    </div>
  );
}
