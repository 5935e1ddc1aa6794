import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /payInfo: deposit detail (part 2 §2). */
export default function DepositDetailPage() {
  return <PageHeader title={labels.pageTitles.payInfo} />;
}
