import styles from './QueryState.module.css';
import { ErrorArt } from './StateArt';

interface ErrorStateProps {
  text: string;
  /** The button's label: 重试 for data, 重新加载 for a page's code. */
  action: string;
  onAction: () => void;
  /** A section of a page (a carousel, a list under tabs) rather than the whole page. */
  compact?: boolean;
}

/** A failure said in words, with the one button that can mend it. Plain CSS: the app shell draws it too. */
export function ErrorState({ text, action, onAction, compact }: ErrorStateProps) {
  return (
    <div className={compact ? `${styles.error} ${styles.compact}` : styles.error} role="alert">
      {!compact && <ErrorArt />}
      <p className={styles.text}>{text}</p>
      <button type="button" className={styles.button} onClick={onAction}>{action}</button>
    </div>
  );
}
