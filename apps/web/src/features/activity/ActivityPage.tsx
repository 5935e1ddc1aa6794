import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /activity: promotions list (part 1 §2). */
export default function ActivityPage() {
  return <PageHeader title={labels.pageTitles.activity} />;
}
