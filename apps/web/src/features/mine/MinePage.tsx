import { Button } from 'antd-mobile';
import { UserCircleOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { BalanceButton } from '@/features/balance/BalanceButton';
import { BalanceDrawer } from '@/features/balance/BalanceDrawer';
import { useLogout } from '@/features/auth/hooks/useLogout';
import { PageHeader } from '@/features/layout/PageHeader';
import { labels } from '@/messages';
import { useUserStore } from '@/stores/user-store';
import styles from './MinePage.module.css';

/** /mine: the member centre (part 1 §2); reached from the footer, so its header has no back button. */
export default function MinePage() {
  const [balanceOpen, setBalanceOpen] = useState(false);
  const username = useUserStore((state) => state.userInfo?.username ?? '');
  const logout = useLogout();
  return (
    <>
      <PageHeader title={labels.pageTitles.mine} showBack={false}
        right={<BalanceButton onClick={() => setBalanceOpen(true)} />} />
      <section className={styles.profile} aria-label={labels.mine.username}>
        <UserCircleOutline className={styles.avatar} aria-hidden="true" />
        <span className={styles.username}>{username}</span>
      </section>
      <div className={styles.actions}>
        <Button block color="danger" fill="outline" onClick={() => void logout()}>
          {labels.mine.logout}
        </Button>
      </div>
      <BalanceDrawer visible={balanceOpen} onClose={() => setBalanceOpen(false)} />
    </>
  );
}
