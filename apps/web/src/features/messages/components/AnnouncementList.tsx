import { messages } from '@/messages';
import { useHomeNotices } from '@/features/home/api/get-home-notices';
import styles from './MessageList.module.css';

/** 平台公告: the announcement texts of /api/homenotice, one plain line each (part 2 §2). */
export function AnnouncementList() {
  const { data: notices, isSuccess } = useHomeNotices();
  if (isSuccess && notices.length === 0) return <p className={styles.empty}>{messages.records.empty}</p>;
  return (
    <ul className={styles.list}>
      {notices?.map((notice, index) => (
        // Announcements carry no id; the list is replaced whole, never reordered.
        <li key={index} className={styles.announcement}>{notice}</li>
      ))}
    </ul>
  );
}
