import { QueryState } from '@/components/query-state/QueryState';
import { useHomeNotices } from '@/features/home';
import { messages } from '@/messages';
import styles from './MessageList.module.css';

/** 平台公告: the announcement texts of /api/homenotice, one plain line each (part 2 §2). */
export function AnnouncementList() {
  return (
    <QueryState query={useHomeNotices()} isEmpty={(notices) => notices.length === 0}
      empty={<p className={styles.empty}>{messages.records.empty}</p>}>
      {(notices) => (
        <ul className={styles.list}>
          {notices.map((notice, index) => (
            // Announcements carry no id; the list is replaced whole, never reordered.
            <li key={index} className={styles.announcement}>{notice}</li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
