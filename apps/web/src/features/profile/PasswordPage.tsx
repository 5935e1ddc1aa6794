import { useSearchParams } from 'react-router';
import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** The header names which password: type=1 login password, type=2 payment password (part 2 §2). */
function titleFor(type: string | null): string {
  if (type === '1') return labels.pageTitles.loginPassword;
  if (type === '2') return labels.pageTitles.payPassword;
  return labels.pageTitles.password;
}

/** /password?type=: change the login or the payment password (part 2 §2). */
export default function PasswordPage() {
  const [searchParams] = useSearchParams();
  return <PageHeader title={titleFor(searchParams.get('type'))} />;
}
