import { formatMoney } from '@lobby/contract';
import { useBalances } from '@/features/balance';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { quickActions } from './quick-actions';
import styles from './QuickActionBar.module.css';
import { useGuardedNavigate } from './useGuardedNavigate';

/**
 * The shared quick-action bar: the member's name and balance, then deposit, withdrawal, promotions, transfer.
 * `showSummary={false}` where the page already shows the name and the balance (the member centre's card).
 */
export function QuickActionBar({ showSummary = true }: { showSummary?: boolean }) {
  const goTo = useGuardedNavigate();
  const username = useUserStore((state) => state.userInfo?.username ?? '');
  const { balance } = useBalances();
  return (
    <nav className={styles.bar} aria-label={labels.quickActions.title()}>
      {showSummary && (
        <div className={styles.summary}>
          <span className={styles.username}>{username}</span>
          <span>
            {labels.quickActions.balance()} <strong className={styles.balance}>{formatMoney(balance)}</strong>
          </span>
        </div>
      )}
      <ul className={styles.actions}>
        {quickActions.map(({ label, path, Icon }) => (
          <li key={path}>
            <button type="button" className={styles.action} onClick={() => goTo(path)}>
              <span className={styles.icon} aria-hidden="true"><Icon /></span>
              {label()}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
