import { messages } from '@lobby/contract';
import styles from './QueryState.module.css';
import { EmptyArt } from './StateArt';

/**
 * The shared empty state (空空如也, or the screen's own `text`), for an answer with nothing to show; with
 * the picture the articles use on a full page, the records and the wallet lists.
 */
export function EmptyState({ compact, text = messages.common.empty }: { compact?: boolean; text?: string }) {
  if (compact) return <p className={`${styles.empty} ${styles.compact}`}>{text}</p>;
  return (
    <div className={styles.emptyPage}>
      <EmptyArt />
      <p className={styles.empty}>{text}</p>
    </div>
  );
}
