import { formatMoney } from '@lobby/contract';
import { labels } from '@/messages';
import { useVipProgress } from '../useVipProgress';
import { VipNextLevel } from '../VipNextLevel';
import { VipProgressBar } from '../VipProgressBar';
import styles from './VipMemberProgress.module.css';

/**
 * The member's level and progress: paysum against the recharge of the member's own level (part 2 §4), one
 * figure and one bar, then in words what the next level still asks. Drawn once the levels are in.
 */
export function VipMemberProgress() {
  const vip = useVipProgress(true);
  return (
    <section className={styles.card} aria-label={labels.vipPage.myLevel()}>
      <div className={styles.head}>
        <span>{labels.vipPage.myLevel()}</span>
        <strong className={styles.level}>{vip.currentVip}</strong>
      </div>
      <VipProgressBar percent={vip.percent} label={labels.vipBadge.progress()} />
      <dl className={styles.figures}>
        <dt>{labels.vipBadge.progress()}</dt>
        <dd>{vip.percent}%</dd>
        <dt>{labels.vipBadge.paysum()}</dt>
        <dd>{formatMoney(vip.paysum)} {labels.vipPage.currency()}</dd>
        <dt>{labels.vipBadge.required()}</dt>
        <dd>{formatMoney(vip.required)} {labels.vipPage.currency()}</dd>
      </dl>
      <div className={styles.toNext}>
        <VipNextLevel next={vip.next} />
      </div>
    </section>
  );
}
