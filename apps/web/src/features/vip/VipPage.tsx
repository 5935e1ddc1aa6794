import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /vip: VIP privileges (part 2 §2). */
export default function VipPage() {
  return <PageHeader title={labels.pageTitles.vip} />;
}
