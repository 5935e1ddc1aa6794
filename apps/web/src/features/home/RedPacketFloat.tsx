import { CloseCircleFill } from 'antd-mobile-icons';
import { useState } from 'react';
import { useGuardedNavigate } from '@/features/quick-actions';
import { labels } from '@/messages';
import { useAppStore } from '@/stores/app-store';
import styles from './RedPacketFloat.module.css';
import { routes } from '@/route-table';

/** The floating red-packet icon (redpacket_switch 1): opens /hongbao; closed for the rest of the visit. */
export function RedPacketFloat() {
  const switchedOn = useAppStore((state) => Number(state.appInfo?.redpacket_switch) === 1);
  const goTo = useGuardedNavigate();
  const [closed, setClosed] = useState(false);
  if (!switchedOn || closed) return null;
  return (
    <aside className={styles.float} aria-label={labels.homePage.redPacket()}>
      <button type="button" className={styles.packet} onClick={() => goTo(routes.hongbao.path)}>
        {labels.homePage.redPacket()}
      </button>
      <button type="button" className={styles.close} aria-label={labels.homePage.redPacketClose()} onClick={() => setClosed(true)}>
        <span className={styles.closeIcon}>
          <CloseCircleFill />
        </span>
      </button>
    </aside>
  );
}
