import { formatMoney } from '@lobby/contract';
import { Button, Toast } from 'antd-mobile';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { useRecoverVenues } from '../api/recover-venues';
import { useRefreshUserMoney } from '../api/refresh-user-money';
import styles from '../Transfer.module.css';

/** The main account balance with 'one-key recover' and 'refresh amount' (part 2 §2). */
export function MainBalance() {
  const balance = useUserStore((state) => state.userInfo?.balance ?? 0);
  const recover = useRecoverVenues();
  const refresh = useRefreshUserMoney();
  const recoverAll = () => recover.mutate(undefined, { onSuccess: (message) => Toast.show({ icon: 'success', content: message }) });
  return (
    <section className={styles.summary} aria-labelledby="transfer-main-balance">
      <div className={styles.summaryLabel} id="transfer-main-balance">{labels.transfer.mainBalance()}</div>
      <div className={styles.summaryAmount}>{formatMoney(balance)} {labels.transfer.currency()}</div>
      <div className={styles.summaryActions}>
        <Button size="small" loading={recover.isPending} onClick={recoverAll}>{labels.transfer.recoverAll()}</Button>
        <Button size="small" loading={refresh.isPending} onClick={() => refresh.mutate()}>
          {labels.transfer.refreshAmount()}
        </Button>
      </div>
    </section>
  );
}
