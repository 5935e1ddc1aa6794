import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /welfare: red-packet records (part 2 §2). */
export default function RedPacketRecordPage() {
  return <PageHeader title={labels.pageTitles.welfare} />;
}
