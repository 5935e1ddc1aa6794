import { RightOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { labels } from '@/messages';
import styles from './SettingPage.module.css';
import { href, routes } from '@/route-table';

const settingLinks = [
  { label: labels.settingPage.userInfo, path: routes.userInfo.path },
  { label: labels.settingPage.loginPassword, path: href('password', { type: 1 }) },
  { label: labels.settingPage.payPassword, path: href('password', { type: 2 }) },
  { label: labels.settingPage.bankCards, path: href('wallet', { type: 1 }) },
  { label: labels.settingPage.usdtWallets, path: href('wallet', { type: 2 }) },
  { label: labels.settingPage.helpCentre, path: routes.boutBallBet.path },
];

/** Profile, both passwords, bank cards, USDT wallets and the help centre. */
export function SettingLinks() {
  return (
    <nav className={styles.card} aria-label={labels.settingPage.manage()}>
      <ul className={styles.links}>
        {settingLinks.map((link) => (
          <li key={link.path}>
            <Link className={styles.link} to={link.path}>
              {link.label()}
              <RightOutline className={styles.arrow} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
