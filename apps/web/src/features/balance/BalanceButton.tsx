import { formatMoney } from '@lobby/contract';
import { labels } from '@/messages';
import styles from './BalanceButton.module.css';
import { useBalances } from './useBalances';

/** The header's balance button: shows the platform balance and opens the balance drawer. */
export function BalanceButton({ onClick }: { onClick: () => void }) {
  const { balance } = useBalances();
  return (
    <button type="button" className={styles.button} onClick={onClick}>
      <span className={styles.pill}>
        <span>{labels.header.balance()}</span>
        <span className={styles.amount}>{formatMoney(balance)}</span>
      </span>
    </button>
  );
}
