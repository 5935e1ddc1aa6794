import { formatMoney, messages, vipLabel, type NumberedVipLevel } from '@lobby/contract';
import { Tag } from 'antd-mobile';
import { labels } from '@/messages';
import styles from './VipLevelCard.module.css';

interface VipLevelCardProps {
  level: NumberedVipLevel;
  /** Whether the member's level is at least this one; null for a visitor, whose level is unknown. */
  reached: boolean | null;
}

/**
 * One level's requirements. A visitor gets no 已达标/未达标 badge: without a token there is no level
 * to compare with, and 未达标 on every card (VIP0 included, which needs nothing) would be untrue.
 */
export function VipLevelCard({ level: { level, entry }, reached }: VipLevelCardProps) {
  const title = labels.vipPage.levelTitle(vipLabel(level));
  return (
    <article className={styles.card} aria-label={title}>
      <header className={styles.head}>
        <h2 className={styles.title}>{title}</h2>
        {reached !== null && (
          <Tag color={reached ? 'success' : 'default'} round>
            {reached ? messages.records.vipReached : messages.records.vipNotReached}
          </Tag>
        )}
      </header>
      <dl className={styles.figures}>
        <dt>{labels.vipPage.recharge()}</dt>
        <dd>{formatMoney(entry.recharge)} {labels.vipPage.currency()}</dd>
        <dt>{labels.vipPage.flow()}</dt>
        <dd>{formatMoney(entry.flow)} {labels.vipPage.currency()}</dd>
      </dl>
    </article>
  );
}
