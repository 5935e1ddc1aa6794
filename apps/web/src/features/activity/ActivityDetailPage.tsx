import { useSearchParams } from 'react-router';
import { QueryState } from '@/components/query-state/QueryState';
import { SafeHtml } from '@/components/SafeHtml';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useActivityDetail } from './api/get-activity-detail';
import styles from './ActivityDetailPage.module.css';
import { ActivitySignUp } from './components/ActivitySignUp';

/** /activityInfo?id=: banner, title, the promotion's HTML and memo, and the sign-up (part 1 §2). */
export default function ActivityDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id')) || 0;
  const detail = useActivityDetail(id);
  return (
    <>
      <PageHeader title={labels.pageTitles.activityDetail()} />
      <QueryState query={detail}>
        {(activity) => (
          <>
            <img className={styles.banner} src={activity.banner} alt="" />
            <article className={styles.body}>
              <h2 className={styles.title}>{activity.title}</h2>
              <SafeHtml html={activity.content} />
              {activity.memo && <p className={styles.memo}>{activity.memo}</p>}
            </article>
            <div className={styles.action}>
              <ActivitySignUp activityId={activity.id} canApply={activity.can_apply === 1} />
            </div>
          </>
        )}
      </QueryState>
    </>
  );
}
