import { formatMoney, vipLabel, type VipNextLevel as NextLevel } from '@lobby/contract';
import { labels } from '@/messages';
import styles from './VipNextLevel.module.css';

/**
 * Progress toward the next level (issue 13): a bar and what is still missing, beside the spec's figure
 * for the member's own level. On the VIP page and the member centre's profile card, drawn on chrome.
 */
export function VipNextLevel({ next }: { next: NextLevel | null }) {
  if (!next) return <p className={styles.line}>{labels.vipBadge.top()}</p>;
  const target = vipLabel(next.level);
  return (
    <div className={styles.next}>
      <div className={styles.head}>
        <span>{labels.vipBadge.toNext()}</span>
        <span>{next.percent}%</span>
      </div>
      <div className={styles.track} role="progressbar" aria-label={labels.vipBadge.toNext()}
        aria-valuemin={0} aria-valuemax={100} aria-valuenow={next.percent}>
        <div className={styles.fill} style={{ width: `${next.percent}%` }} />
      </div>
      <p className={styles.line}>
        {next.remaining > 0 ? labels.vipBadge.nextNeeds(target, formatMoney(next.remaining)) : labels.vipBadge.nextReached(target)}
      </p>
    </div>
  );
}
