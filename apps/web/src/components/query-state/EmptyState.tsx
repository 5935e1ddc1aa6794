import { messages } from '@lobby/contract';
import styles from './QueryState.module.css';
import { EmptyArt } from './StateArt';

/** The shared empty state (空空如也), for an answer with nothing to show; with a picture on a full page. */
export function EmptyState({ compact }: { compact?: boolean }) {
  if (compact) return <p className={`${styles.empty} ${styles.compact}`}>{messages.common.empty}</p>;
  return (
    <div className={styles.emptyPage}>
      <EmptyArt />
      <p className={styles.empty}>{messages.common.empty}</p>
    </div>
  );
}
