import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /betRecord: bet records (part 2 §2). */
export default function BetRecordPage() {
  return <PageHeader title={labels.pageTitles.betRecord} />;
}
