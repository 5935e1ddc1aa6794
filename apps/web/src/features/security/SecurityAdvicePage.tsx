import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /security: static security advice (part 2 §2). */
export default function SecurityAdvicePage() {
  return <PageHeader title={labels.pageTitles.security} />;
}
