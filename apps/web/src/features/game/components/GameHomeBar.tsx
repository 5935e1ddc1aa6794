import { useNavigate } from 'react-router';
import { HomeIcon } from '@/components/icons/HomeIcon';
import { labels } from '@/messages';
import styles from './GameHomeBar.module.css';
import { routes } from '@/route-table';

/** The 'home' bar above the /gamePage frame. */
export function GameHomeBar() {
  const navigate = useNavigate();
  return (
    <nav className={styles.bar}>
      <button type="button" className={styles.home} onClick={() => navigate(routes.home.path)}>
        <HomeIcon />
        {labels.gamePage.home()}
      </button>
    </nav>
  );
}
