import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /hongbao: red-packet grabbing (part 1 §2). */
export default function RedPacketPage() {
  return <PageHeader title={labels.pageTitles.hongbao} />;
}
