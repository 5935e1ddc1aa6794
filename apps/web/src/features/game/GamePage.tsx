import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /gamePage: in-app game, agent login and service frame (part 1 §2). */
export default function GamePage() {
  return <PageHeader title={labels.pageTitles.game} />;
}
