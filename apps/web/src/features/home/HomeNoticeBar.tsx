import { NoticeBar } from 'antd-mobile';
import { NoticeIcon } from '@/components/icons/home-icons';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { usePrefersReducedMotion } from '@/components/usePrefersReducedMotion';
import { labels } from '@/messages';
import { useHomeNotices } from './api/get-home-notices';
import styles from './HomeNoticeBar.module.css';
import { routes } from '@/route-table';

/** Gap between two notices in the scrolling line. */
const NOTICE_SEPARATOR = '\u3000\u3000';

/**
 * How many times home was hidden (kept alive in <Activity>). Hiding sets display: none on the page, which
 * cancels the notice bar's running CSS transition: antd-mobile's NoticeBar then never gets its
 * transitionend, keeps thinking it is animating and ignores every later start, its text left at the end
 * of the run, out of sight. Keyed by this count, the bar starts afresh each time home shows again.
 */
function useTimesHidden(): number {
  const [timesHidden, setTimesHidden] = useState(0);
  // Effects are torn down when <Activity> hides the page (and set up again when it shows).
  useEffect(() => () => setTimesHidden((count) => count + 1), []);
  return timesHidden;
}

/**
 * The notices joined into one scrolling line; tapping opens the message centre (part 1 §2). For a member
 * who asks the phone for less motion the line stands still: as much as fits, ended with an ellipsis, the
 * tap still opening every notice in the message centre.
 */
export function HomeNoticeBar() {
  const navigate = useNavigate();
  const reducedMotion = usePrefersReducedMotion();
  const timesHidden = useTimesHidden();
  const { data: notices = [], isPending } = useHomeNotices();
  // While the notices load, an empty bar of the same height holds their place (no layout shift).
  if (isPending) return <div className={styles.placeholder} aria-hidden="true" />;
  if (notices.length === 0) return null;
  if (reducedMotion) {
    return (
      <section className={styles.bar} aria-label={labels.homePage.notices()}>
        <button type="button" className={styles.still} onClick={() => navigate(routes.message.path)}>
          <NoticeIcon className={styles.stillIcon} aria-hidden="true" />
          <span className={styles.stillText}>{notices.join(NOTICE_SEPARATOR)}</span>
        </button>
      </section>
    );
  }
  return (
    <section className={styles.bar} aria-label={labels.homePage.notices()}>
      <NoticeBar
        key={timesHidden}
        content={notices.join(NOTICE_SEPARATOR)}
        icon={<NoticeIcon />}
        color="info"
        onClick={() => navigate(routes.message.path)}
      />
    </section>
  );
}
