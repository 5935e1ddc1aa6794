import { HOME_NAV_DELAY_MS } from '@lobby/contract';
import { Popup } from 'antd-mobile';
import { RightOutline, UserCircleOutline } from 'antd-mobile-icons';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { LogoutIcon } from '@/components/icons/home-icons';
import { useLogout } from '@/features/auth';
import { InstallGuide } from '@/features/install';
import { LanguagePicker } from '@/features/language';
import { useDelayedNavigate } from '@/lib/navigation/useDelayedNavigate';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import { useUserStore } from '@/lib/member/user-store';
import { drawerLinks } from './drawer-items';
import styles from './HomeDrawer.module.css';

interface HomeDrawerProps {
  visible: boolean;
  onClose: () => void;
}

/** The home page's left drawer: the member's name, the site links (real links) with home's icons, logout for members. */
export function HomeDrawer({ visible, onClose }: HomeDrawerProps) {
  const logout = useLogout();
  const loggedIn = useIsLoggedIn();
  const username = useUserStore((state) => state.userInfo?.username);
  const links = drawerLinks.filter((link) => loggedIn || !link.membersOnly);
  const arrow = <RightOutline className={styles.arrow} aria-hidden="true" />;
  const goTo = useDelayedNavigate(HOME_NAV_DELAY_MS);
  // A plain tap closes the drawer and opens the page after home's navigation delay (part 1, timings);
  // a link opened in a new tab or window is left to the browser.
  const open = (path: string) => (event: MouseEvent) => {
    onClose();
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    goTo(path);
  };
  return (
    <Popup visible={visible} position="left" onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body}>
      <nav aria-label={labels.drawer.title()}>
        {loggedIn && username && (
          <p className={styles.user}>
            <UserCircleOutline aria-hidden="true" /> {username}
          </p>
        )}
        <ul className={styles.list}>
          {links.map((link) => (
            <li key={link.path}>
              <Link className={styles.item} to={link.path} onClick={open(link.path)}>
                <span className={styles.icon} aria-hidden="true"><link.icon /></span>
                <span className={styles.label}>{link.label()}</span>
                {arrow}
              </Link>
            </li>
          ))}
          {loggedIn && (
            <li>
              <button type="button" className={styles.item} onClick={() => { onClose(); void logout(); }}>
                <span className={styles.icon} aria-hidden="true"><LogoutIcon /></span>
                <span className={styles.label}>{labels.drawer.logout()}</span>
                {arrow}
              </button>
            </li>
          )}
        </ul>
      </nav>
      <InstallGuide compact />
      <LanguagePicker />
    </Popup>
  );
}
