import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useRedPacket } from '@/features/red-packet';
import { labels } from '@/messages';
import styles from './Records.module.css';
import { routes } from '@/route-table';

const text = labels.records.redPacket;

/** The grabs left (sendnums) and made (acquirednum) of GET /api/userredpacket, and 前往领取 to /hongbao. */
export function RedPacketCounts() {
  const navigate = useNavigate();
  const { data } = useRedPacket();
  return (
    <section className={styles.summary}>
      <dl className={styles.totals}>
        <div>
          <dt>{text.remaining()}</dt>
          <dd>{data?.sendnums ?? 0}</dd>
        </div>
        <div>
          <dt>{text.acquired()}</dt>
          <dd>{data?.acquirednum ?? 0}</dd>
        </div>
      </dl>
      <Button color="primary" shape="rounded" onClick={() => navigate(routes.hongbao.path)}>{text.goGrab()}</Button>
    </section>
  );
}
