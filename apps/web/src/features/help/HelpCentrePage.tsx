import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { labels } from '@/messages';
import { HelpScreen } from './components/HelpScreen';
import styles from './HelpCentrePage.module.css';
import { routes } from '@/route-table';

/** /securitycenter: the help centre, open to visitors (part 1 §2), with the way to the security centre. */
export default function HelpCentrePage() {
  return (
    <>
      <HelpScreen />
      <Link className={styles.security} to={routes.security.path}>
        <span>
          {labels.securityPage.helpLink()}
          <small className={styles.note}>{labels.securityPage.helpLinkNote()}</small>
        </span>
        <RightOutline />
      </Link>
    </>
  );
}
