import { Badge } from 'antd-mobile';
import { labels } from '@/messages';
import { useMessageTotal } from './api/get-message-total';
import { useShownMessageCount } from './message-count';

/** The unread in-site message count beside the member centre's 站内信 entry; nothing when 0. */
export function MessageCountBadge() {
  useMessageTotal();
  const count = useShownMessageCount();
  if (count === 0) return null;
  return (
    <span role="img" aria-label={labels.messageCentre.unread(count)}>
      <Badge content={count} />
    </span>
  );
}
