import { ExclamationCircleOutline } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import styles from './SettingPage.module.css';
import { routes } from '@/route-table';

/** Username, real name, birthday, e-mail and mobile; a missing mobile shows a prompt to complete the profile. */
export function SettingInfo() {
  const user = useUserStore((state) => state.userInfo);
  const text = (value: string | undefined) => value || labels.settingPage.notSet();
  const rows = [
    { label: labels.settingPage.username(), value: text(user?.username) },
    { label: labels.settingPage.realname(), value: text(user?.realname) },
    { label: labels.settingPage.birthday(), value: text(user?.birthday) },
    { label: labels.settingPage.email(), value: text(user?.email) },
  ];
  return (
    <section className={styles.card} aria-label={labels.settingPage.account()}>
      <dl className={styles.info}>
        {rows.map((row) => (
          <div key={row.label} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
        <div className={styles.row}>
          <dt>{labels.settingPage.mobile()}</dt>
          <dd>
            {user?.mobile || (
              <Link className={styles.prompt} to={routes.userInfo.path}>
                <ExclamationCircleOutline aria-hidden="true" />
                {labels.settingPage.mobileMissing()}
              </Link>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
