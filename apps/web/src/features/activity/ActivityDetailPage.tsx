import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /activityInfo: promotion detail (part 1 §2). */
export default function ActivityDetailPage() {
  return <PageHeader title={labels.pageTitles.activityDetail} />;
}
