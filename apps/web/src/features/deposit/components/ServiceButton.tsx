import { MessageOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { labels } from '@/messages';
import styles from './ServiceButton.module.css';
import { routes } from '@/route-table';

/** Customer service from the deposit screen's header (part 2 §2). */
export function ServiceButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.button} aria-label={labels.deposit.service()} onClick={() => navigate(routes.service.path)}>
      <MessageOutline />
    </button>
  );
}
