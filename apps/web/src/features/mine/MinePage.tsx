import { Button } from 'antd-mobile';
import { Suspense } from 'react';
import { QueryState } from '@/components/query-state/QueryState';
import { useDrawerState } from '@/components/useDrawerState';
import { BalanceButton, LazyBalanceDrawer } from '@/features/balance';
import { useLogout } from '@/features/auth';
import { PageHeader } from '@/components/layout/PageHeader';
import { QuickActionBar } from '@/features/quick-actions';
import { useMemberInfo } from '@/lib/member/get-user-info';
import { labels } from '@/messages';
import { MemberCentreMenu } from './MemberCentreMenu';
import styles from './MinePage.module.css';
import { ProfileCard } from './ProfileCard';

/** /mine: the member centre (part 1 §2); reached from the footer, so its header has no back button. */
export default function MinePage() {
  const balance = useDrawerState();
  const member = useMemberInfo();
  const logout = useLogout();
  return (
    <>
      <PageHeader title={labels.pageTitles.mine()} showBack={false}
        right={<BalanceButton onClick={balance.show} />} />
      {/* The menu and the logout stay usable while the member's info loads or has failed (重试). */}
      <QueryState query={member} compact>
        {(user) => <ProfileCard username={user.username} />}
      </QueryState>
      {/* The profile card above shows the name and 中心钱包: the bar does not say them a second time. */}
      <QuickActionBar showSummary={false} />
      <MemberCentreMenu />
      <div className={styles.actions}>
        <Button block color="danger" fill="outline" onClick={() => void logout()}>
          {labels.mine.logout()}
        </Button>
      </div>
      <Suspense fallback={null}>
        {balance.mounted && <LazyBalanceDrawer visible={balance.visible} onClose={balance.hide} showVenues />}
      </Suspense>
    </>
  );
}
