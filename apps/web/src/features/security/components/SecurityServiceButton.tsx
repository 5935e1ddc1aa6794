import { MessageOutline } from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { labels } from '@/messages';
import styles from './SecurityServiceButton.module.css';
import { routes } from '@/route-table';

/** Customer service from the security centre's header (part 2 §2). */
export function SecurityServiceButton() {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.button} aria-label={labels.securityPage.service()} onClick={() => navigate(routes.service.path)}>
      <MessageOutline />
    </button>
  );
}
