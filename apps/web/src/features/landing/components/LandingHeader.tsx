import { Link } from 'react-router';
import { SiteLogo } from '@/components/SiteLogo';
import { labels } from '@/messages';
import { useIsLoggedIn } from '@/stores/session-store';
import styles from './LandingHeader.module.css';
import { routes } from '@/route-table';

/** Download link, logo (with its fallback), help (customer service) and, for visitors, login. */
export function LandingHeader() {
  const loggedIn = useIsLoggedIn();
  return (
    <header className={styles.header}>
      <Link className={styles.link} to={routes.appDownload.path}>
        {labels.landing.download()}
      </Link>
      <div className={styles.logo}>
        <SiteLogo />
      </div>
      <div className={styles.actions}>
        <Link className={styles.link} to={routes.service.path}>
          {labels.landing.help()}
        </Link>
        {!loggedIn && (
          <Link className={styles.link} to={routes.login.path}>
            {labels.landing.login()}
          </Link>
        )}
      </div>
    </header>
  );
}
