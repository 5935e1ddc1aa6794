import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /concise: provider game list (part 1 §2). */
export default function GameListPage() {
  return <PageHeader title={labels.pageTitles.gameList} />;
}
