import { labels } from '@/messages';
import { copyText } from '@/lib/copy-text';
import styles from './CopyButton.module.css';

/** A small 复制 button beside a receiving detail or an order number; its accessible name says what it copies. */
export function CopyButton({ text, what }: { text: string; what: string }) {
  return (
    <button type="button" className={styles.button} aria-label={labels.copy.what(what)}
      onClick={() => void copyText(text)}>
      <span className={styles.pill}>{labels.copy.copy()}</span>
    </button>
  );
}
