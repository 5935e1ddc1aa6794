import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /boutBallBet: help page reached from basic info (part 1 §2). */
export default function HelpPage() {
  return <PageHeader title={labels.pageTitles.helpCentre} />;
}
