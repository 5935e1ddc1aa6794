import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /activityRecord: promotion application records (part 2 §2). */
export default function ActivityRecordPage() {
  return <PageHeader title={labels.pageTitles.activityRecord} />;
}
