import { formatMoney } from '@lobby/contract';
import { Button, Popup, ProgressBar } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { labels } from '@/messages';
import styles from './VipDetailsPopup.module.css';
import { useVipProgress } from './useVipProgress';
import { routes } from '@/route-table';

interface VipDetailsPopupProps {
  visible: boolean;
  onClose: () => void;
}

/** Current and next level, cumulative deposit against the level's requirement, and the percent. */
export function VipDetailsPopup({ visible, onClose }: VipDetailsPopupProps) {
  const navigate = useNavigate();
  const vip = useVipProgress(visible);
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName={styles.body}>
      <section aria-label={labels.vipBadge.title()}>
        <h2 className={styles.title}>{labels.vipBadge.title()}</h2>
        <dl className={styles.figures}>
          <dt>{labels.vipBadge.current()}</dt>
          <dd>{vip.currentVip}</dd>
          <dt>{labels.vipBadge.next()}</dt>
          <dd>{vip.nextVip}</dd>
          <dt>{labels.vipBadge.paysum()}</dt>
          <dd>{formatMoney(vip.paysum)} {labels.balance.currency()}</dd>
          <dt>{labels.vipBadge.required()}</dt>
          <dd>{formatMoney(vip.required)} {labels.balance.currency()}</dd>
          <dt>{labels.vipBadge.progress()}</dt>
          <dd>{vip.percent}%</dd>
        </dl>
        <ProgressBar percent={vip.percent} aria-hidden="true" />
        <Button className={styles.more} block color="primary" fill="outline"
          onClick={() => { onClose(); navigate(routes.vip.path); }}>
          {labels.vipBadge.privileges()}
        </Button>
      </section>
    </Popup>
  );
}
