import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /kefu: customer service (part 1 §2). */
export default function ServicePage() {
  return <PageHeader title={labels.pageTitles.service} />;
}
