import { formatMoney } from '@lobby/contract';
import { useBalances } from '@/features/balance';
import { useVipProgress, VipBadge, VipNextLevel, VipProgressBar } from '@/features/vip';
import { labels } from '@/messages';
import { MemberAvatar } from './MemberAvatar';
import styles from './ProfileCard.module.css';

/**
 * The member centre's profile card (issue 13): avatar (tap to change), name, VIP level with its progress
 * and what the next one asks, and both wallets.
 */
export function ProfileCard({ username }: { username: string }) {
  const { balance, gameBalance } = useBalances();
  const vip = useVipProgress(true);
  return (
    <section className={styles.card} aria-label={labels.mine.username()}>
      <div className={styles.identity}>
        <MemberAvatar />
        <div className={styles.names}>
          <span className={styles.username}>{username}</span>
          <VipBadge />
        </div>
      </div>
      <dl className={styles.wallets}>
        <div>
          <dt>{labels.mine.mainWallet()}</dt>
          <dd>{formatMoney(balance)}</dd>
        </div>
        <div>
          <dt>{labels.mine.gameWallet()}</dt>
          <dd>{formatMoney(gameBalance)}</dd>
        </div>
      </dl>
      {/* The spec's figure, as the VIP badge's popup gives it, then what the next level still asks. */}
      <div className={styles.vip}>
        <VipProgressBar percent={vip.percent} label={labels.vipBadge.progress()} />
        <VipNextLevel next={vip.next} />
      </div>
    </section>
  );
}
