import { List, Popup } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/hooks/useLogout';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import { useUserStore } from '@/stores/user-store';
import { drawerLinks } from './drawer-items';
import styles from './HomeDrawer.module.css';

interface HomeDrawerProps {
  visible: boolean;
  onClose: () => void;
}

/** The home page's left drawer: the member's name, the site links, logout for members. */
export function HomeDrawer({ visible, onClose }: HomeDrawerProps) {
  const navigate = useNavigate();
  const logout = useLogout();
  const loggedIn = useIsLoggedIn();
  const username = useUserStore((state) => state.userInfo?.username);
  const links = drawerLinks.filter((link) => loggedIn || !link.membersOnly);
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Popup visible={visible} position="left" onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body}>
      <nav aria-label={labels.drawer.title}>
        {loggedIn && username && (
          <p className={styles.user}>
            <UserCircleOutline aria-hidden="true" /> {username}
          </p>
        )}
        <List>
          {links.map((link) => (
            <List.Item key={link.path} arrowIcon onClick={() => go(link.path)}>
              {link.label}
            </List.Item>
          ))}
          {loggedIn && (
            <List.Item arrowIcon onClick={() => { onClose(); void logout(); }}>
              {labels.drawer.logout}
            </List.Item>
          )}
        </List>
      </nav>
    </Popup>
  );
}
