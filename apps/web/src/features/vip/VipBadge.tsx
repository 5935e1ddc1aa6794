import { lazy, Suspense } from 'react';
import { useDrawerState } from '@/components/useDrawerState';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import styles from './VipBadge.module.css';

const VipDetailsPopup = lazy(() => import('./VipDetailsPopup').then((module) => ({ default: module.VipDetailsPopup })));

/** The member's VIP level (current_vip); tapping opens the details popup with the progress percent. */
export function VipBadge() {
  const currentVip = useUserStore((state) => state.userInfo?.current_vip ?? '');
  const details = useDrawerState();
  if (!currentVip) return null;
  return (
    <>
      <button type="button" className={styles.badge} aria-label={`${labels.vipBadge.open()} ${currentVip}`} onClick={details.show}>
        {labels.vipBadge.badge()} {currentVip}
      </button>
      <Suspense fallback={null}>
        {details.mounted && <VipDetailsPopup visible={details.visible} onClose={details.hide} />}
      </Suspense>
    </>
  );
}
