import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /addBankCard: add a bank card (part 2 §2). */
export default function AddBankCardPage() {
  return <PageHeader title={labels.pageTitles.addBankCard} />;
}
