import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /setting: basic info menu (part 1 §2). */
export default function SettingPage() {
  return <PageHeader title={labels.pageTitles.setting} />;
}
