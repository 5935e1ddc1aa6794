import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /withdrawal: online withdrawal (part 2 §2). */
export default function WithdrawalPage() {
  return <PageHeader title={labels.pageTitles.withdrawal} />;
}
