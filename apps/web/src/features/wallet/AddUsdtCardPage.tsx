import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /addUsdtCard: add a USDT address (part 2 §2). */
export default function AddUsdtCardPage() {
  return <PageHeader title={labels.pageTitles.addUsdtCard} />;
}
