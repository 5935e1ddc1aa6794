import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /fanshui: rebate records (part 2 §2). */
export default function RebateRecordPage() {
  return <PageHeader title={labels.pageTitles.fanshui} />;
}
