import { Link } from 'react-router';
import { SiteLogo } from '@/components/SiteLogo';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import styles from './LandingHeader.module.css';

/** Download link, logo (with its fallback), help (customer service) and, for visitors, login. */
export function LandingHeader() {
  const loggedIn = useIsLoggedIn();
  return (
    <header className={styles.header}>
      <Link className={styles.link} to="/app">
        {labels.landing.download}
      </Link>
      <div className={styles.logo}>
        <SiteLogo />
      </div>
      <div className={styles.actions}>
        <Link className={styles.link} to="/kefu">
          {labels.landing.help}
        </Link>
        {!loggedIn && (
          <Link className={styles.link} to="/login">
            {labels.landing.login}
          </Link>
        )}
      </div>
    </header>
  );
}
