import { NavLink } from 'react-router';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import styles from './Footer.module.css';
import { memberFooterItems, visitorFooterItems } from './footer-items';

/**
 * The footer tab bar. Built from links rather than antd-mobile's TabBar (clickable divs) so that each
 * item is a real link with a name for screen readers and a current-page state.
 */
export function Footer() {
  const items = useIsLoggedIn() ? memberFooterItems : visitorFooterItems;
  return (
    <nav className={styles.footer} aria-label={labels.footer.navigation()}>
      {items.map(({ path, label, Icon }) => (
        <NavLink key={path} to={path} end className={({ isActive }) => (isActive ? `${styles.item} ${styles.active}` : styles.item)}>
          <span className={styles.icon} aria-hidden="true">
            <Icon />
          </span>
          <span className={styles.label}>{label()}</span>
        </NavLink>
      ))}
    </nav>
  );
}
