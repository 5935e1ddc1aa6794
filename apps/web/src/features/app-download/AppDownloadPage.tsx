import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /app: app download (part 1 §2). */
export default function AppDownloadPage() {
  return <PageHeader title={labels.pageTitles.appDownload} />;
}
