import { MenuIcon } from '@/components/icons/home-icons';
import { BalanceButton } from '@/features/balance';
import { SiteLogo } from '@/components/SiteLogo';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import styles from './HomeTopBar.module.css';

interface HomeTopBarProps {
  onOpenMenu: () => void;
  onOpenBalance: () => void;
}

/** Home top bar: menu button, logo, and the balance button for members (part 1 §2). */
export function HomeTopBar({ onOpenMenu, onOpenBalance }: HomeTopBarProps) {
  const loggedIn = useIsLoggedIn();
  return (
    <header className={styles.bar}>
      <button type="button" className={styles.menu} aria-label={labels.header.menu()} onClick={onOpenMenu}>
        <MenuIcon />
      </button>
      <div className={styles.logo}>
        <SiteLogo />
      </div>
      <div className={styles.end}>{loggedIn && <BalanceButton onClick={onOpenBalance} />}</div>
    </header>
  );
}
