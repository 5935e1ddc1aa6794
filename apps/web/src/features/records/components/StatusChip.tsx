import type { RecordTone } from '../record-tones';
import styles from './StatusChip.module.css';

/** A record's state as a coloured chip (issue 13): the label says it, the colour lets the eye find it. */
export function StatusChip({ tone, children }: { tone: RecordTone; children: string }) {
  if (!children) return null;
  return <span className={`${styles.chip} ${styles[tone]}`}>{children}</span>;
}
