import { labels } from '@/messages';
import { useLoadingStore } from '@/stores/loading-store';
import styles from './LoadingOverlay.module.css';

/**
 * The global loading indicator; pages raise it through the loading store (withLoading). Light (issue 13): a
 * small dark chip over the page, which stays visible, instead of a dimmed screen; the transparent layer
 * still holds taps back while the call runs. A CSS spinner keeps it out of antd-mobile.
 */
export function LoadingOverlay() {
  const visible = useLoadingStore((state) => state.pending > 0);
  if (!visible) return null;
  return (
    <div className={styles.overlay} role="status" aria-label={labels.loading()}>
      <span className={styles.chip}>
        <span className={styles.spinner} />
      </span>
    </div>
  );
}
