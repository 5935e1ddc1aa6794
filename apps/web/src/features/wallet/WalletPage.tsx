import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /wallet: bank cards and crypto wallets (part 2 §2). */
export default function WalletPage() {
  return <PageHeader title={labels.pageTitles.wallet} />;
}
