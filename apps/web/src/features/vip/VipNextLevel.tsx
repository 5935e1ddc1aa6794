import { formatMoney, vipLabel, type VipNextLevel as NextLevel } from '@lobby/contract';
import { labels } from '@/messages';
import styles from './VipNextLevel.module.css';

/**
 * What the next level still asks (issue 13), in words only: the percent and its bar are the spec's figure
 * for the member's own level, shown once beside it. `undefined` while the levels are not in (or failed):
 * nothing is said, rather than 已是最高等级.
 */
export function VipNextLevel({ next }: { next: NextLevel | null | undefined }) {
  if (next === undefined) return null;
  if (!next) return <p className={styles.line}>{labels.vipBadge.top()}</p>;
  const target = vipLabel(next.level);
  return (
    <p className={styles.line}>
      {next.remaining > 0 ? labels.vipBadge.nextNeeds(target, formatMoney(next.remaining)) : labels.vipBadge.nextReached(target)}
    </p>
  );
}
