import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /userInfo: edit user info (part 2 §2). */
export default function UserInfoPage() {
  return <PageHeader title={labels.pageTitles.userInfo} />;
}
