import { HandPayCircleOutline, LoopOutline, ReceivePaymentOutline } from 'antd-mobile-icons';
import { useGuardedNavigate } from '@/features/quick-actions';
import { labels } from '@/messages';
import styles from './HomeShortcuts.module.css';
import { routes } from '@/route-table';

const shortcuts = [
  { label: labels.homePage.deposit, path: routes.recharge.path, Icon: HandPayCircleOutline },
  { label: labels.homePage.withdrawal, path: routes.withdrawal.path, Icon: ReceivePaymentOutline },
  { label: labels.homePage.transfer, path: routes.transfer.path, Icon: LoopOutline },
];

/** 线上存款, 线上取款, 额度转换; the transfer asks a visitor to log in, as in the quick-action bar. */
export function HomeShortcuts() {
  const goTo = useGuardedNavigate();
  return (
    <nav className={styles.shortcuts} aria-label={labels.homePage.shortcuts}>
      {shortcuts.map(({ label, path, Icon }) => (
        <button key={path} type="button" className={styles.shortcut} onClick={() => goTo(path)}>
          <Icon aria-hidden="true" />
          {label}
        </button>
      ))}
    </nav>
  );
}
