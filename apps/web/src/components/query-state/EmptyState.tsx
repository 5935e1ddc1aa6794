import { messages } from '@lobby/contract';
import styles from './QueryState.module.css';

/** The shared empty state (空空如也), for an answer with nothing to show. */
export function EmptyState({ compact }: { compact?: boolean }) {
  return <p className={compact ? `${styles.empty} ${styles.compact}` : styles.empty}>{messages.common.empty}</p>;
}
