import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /message: announcements and in-site messages (part 2 §2). */
export default function MessageCentrePage() {
  return <PageHeader title={labels.pageTitles.message} />;
}
