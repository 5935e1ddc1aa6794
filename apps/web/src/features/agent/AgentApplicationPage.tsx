import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';

/** /applyagent: agent application (part 2 §2). */
export default function AgentApplicationPage() {
  return <PageHeader title={labels.pageTitles.agentApplication} />;
}
