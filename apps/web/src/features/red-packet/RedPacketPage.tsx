import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useRedPacket } from './api/get-red-packet';
import { RedPacketPopup } from './components/RedPacketPopup';
import { RedPacketRules } from './components/RedPacketRules';
import { RedPacketWindow } from './components/RedPacketWindow';
import styles from './RedPacketPage.module.css';
import { useGrabRedPacket } from './useGrabRedPacket';
import { useRedPacketWindow } from './useRedPacketWindow';

/** /hongbao: the grab counts, the grab button, its popups and the rules (part 1 §2). Members only. */
export default function RedPacketPage() {
  const redPacket = useRedPacket();
  const { data } = redPacket;
  const { start, grabbing, outcome, dismiss } = useGrabRedPacket(data?.sendnums ?? 0);
  const grabWindow = useRedPacketWindow(data?.rules ?? []);
  // Once today's window or the whole activity is over, the button says so and cannot be pressed, rather
  // than answering 您还未满足条件 with 立即充值 to a member who could not grab whatever they did.
  const over = grabWindow.state === 'after' || grabWindow.state === 'ended' ? grabWindow.state : null;
  const counts = [
    { label: labels.redPacket.remaining(), value: data?.sendnums },
    { label: labels.redPacket.grabbed(), value: data?.acquirednum },
    { label: labels.redPacket.maxTimes(), value: data?.max_times },
  ];
  return (
    <>
      <PageHeader title={labels.pageTitles.hongbao()} />
      {/* The counts decide whether a grab is allowed: loading, or the error with 重试, until they are in. */}
      <QueryState query={redPacket}>
        {() => (
          <>
            <section className={styles.hero}>
              <dl className={styles.counts}>
                {counts.map(({ label, value }) => (
                  <div key={label} className={styles.count}>
                    <dt>{label}</dt>
                    <dd>{value ?? '-'}</dd>
                  </div>
                ))}
              </dl>
              <RedPacketWindow {...grabWindow} />
              <button type="button" className={`${styles.grab} ${over ? styles.over : ''}`} disabled={!data || grabbing || over !== null}
                onClick={start}>
                {over ? labels.redPacket.grabOver[over]() : labels.redPacket.grab()}
              </button>
            </section>
            <RedPacketRules rules={data?.rules ?? []} />
          </>
        )}
      </QueryState>
      <RedPacketPopup outcome={outcome} onClose={dismiss} />
    </>
  );
}
