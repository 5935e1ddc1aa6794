import { QueryState } from '@/components/query-state/QueryState';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useRedPacket } from './api/get-red-packet';
import { RedPacketPopup } from './components/RedPacketPopup';
import { RedPacketRules } from './components/RedPacketRules';
import { RedPacketWindow } from './components/RedPacketWindow';
import styles from './RedPacketPage.module.css';
import { useGrabRedPacket } from './useGrabRedPacket';

/** /hongbao: the grab counts, the grab button, its popups and the rules (part 1 §2). Members only. */
export default function RedPacketPage() {
  const redPacket = useRedPacket();
  const { data } = redPacket;
  const { start, grabbing, outcome, dismiss } = useGrabRedPacket(data?.sendnums ?? 0);
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
              <RedPacketWindow rules={data?.rules ?? []} />
              <button type="button" className={styles.grab} disabled={!data || grabbing} onClick={start}>
                {labels.redPacket.grab()}
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
