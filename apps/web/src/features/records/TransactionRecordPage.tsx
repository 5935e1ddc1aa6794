import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /transRecord: transaction records (part 2 §2). */
export default function TransactionRecordPage() {
  return <PageHeader title={labels.pageTitles.transRecord} />;
}
