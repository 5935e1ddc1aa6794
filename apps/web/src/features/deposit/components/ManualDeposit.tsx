import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { labels } from '@/messages';
import styles from './DepositSections.module.css';
import { routes } from '@/route-table';

/** The manual method: arranged with customer service, so the tab holds a note and the way there. */
export function ManualDeposit() {
  const navigate = useNavigate();
  return (
    <>
      <p className={styles.note}>{labels.deposit.manualNote()}</p>
      <div className={styles.actions}>
        <Button block color="primary" onClick={() => navigate(routes.service.path)}>{labels.deposit.contactService()}</Button>
      </div>
    </>
  );
}
