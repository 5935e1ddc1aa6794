import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /recharge: online deposit (part 2 §2). */
export default function DepositPage() {
  return <PageHeader title={labels.pageTitles.recharge} />;
}
