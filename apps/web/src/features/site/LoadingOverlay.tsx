import { labels } from '@/messages';
import { useLoadingStore } from '@/stores/loading-store';
import styles from './LoadingOverlay.module.css';

/** The global loading overlay; pages raise it through the loading store (withLoading). A CSS spinner keeps it out of antd-mobile. */
export function LoadingOverlay() {
  const visible = useLoadingStore((state) => state.pending > 0);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-label={labels.loading}>
      <span className={styles.spinner} />
    </div>
  );
}
