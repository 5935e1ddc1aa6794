import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /zhanzhu: sponsorship landing page (part 1 §2). */
export default function LandingPage() {
  return <PageHeader title={labels.pageTitles.landing} />;
}
