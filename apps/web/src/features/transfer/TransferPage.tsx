import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /transfer: balance transfer between wallets (part 2 §2). */
export default function TransferPage() {
  return <PageHeader title={labels.pageTitles.transfer} />;
}
