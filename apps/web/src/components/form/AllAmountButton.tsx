import { labels } from '@/messages';
import styles from './AllAmountButton.module.css';

/** 全部金额 beside an amount field: one look on every money form (a text button in the primary colour). */
export function AllAmountButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      {labels.form.allAmount()}
    </button>
  );
}
