import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /securitycenter: help centre (part 1 §2). */
export default function HelpCentrePage() {
  return <PageHeader title={labels.pageTitles.helpCentre} />;
}
