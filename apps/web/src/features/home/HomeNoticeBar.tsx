import { NoticeBar } from 'antd-mobile';
import { SoundOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { labels } from '@/messages';
import { useHomeNotices } from './api/get-home-notices';
import styles from './HomeNoticeBar.module.css';
import { routes } from '@/route-table';

/** Gap between two notices in the scrolling line. */
const NOTICE_SEPARATOR = '\u3000\u3000';

/** The notices joined into one scrolling line; tapping opens the message centre (part 1 §2). */
export function HomeNoticeBar() {
  const navigate = useNavigate();
  const { data: notices = [], isPending } = useHomeNotices();
  // While the notices load, an empty bar of the same height holds their place (no layout shift).
  if (isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (notices.length === 0) return null;
  return (
    <section className={styles.bar} aria-label={labels.homePage.notices}>
      <NoticeBar
        content={notices.join(NOTICE_SEPARATOR)}
        icon={<SoundOutline />}
        color="info"
        onClick={() => navigate(routes.message.path)}
      />
    </section>
  );
}
