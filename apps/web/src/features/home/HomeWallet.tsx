import { formatMoney } from '@lobby/contract';
import { Link } from 'react-router';
import { useBalances } from '@/features/balance';
import { VipBadge } from '@/features/vip';
import { useUserStore } from '@/lib/member/user-store';
import { labels } from '@/messages';
import { routes } from '@/route-table';
import { useIsLoggedIn } from '@/stores/session-store';
import { HomeShortcuts } from './HomeShortcuts';
import styles from './HomeWallet.module.css';

/**
 * The wallet strip under the banners (issue 13, in the lobby style): for a member, the name, the VIP
 * level and the total balance (中心钱包 plus the venues; tapping it opens the balance drawer, which shows
 * both); for a visitor, 登录 and 注册 in the same place. The spec's shortcuts follow, with VIP beside them.
 */
export function HomeWallet({ onOpenBalance }: { onOpenBalance: () => void }) {
  const loggedIn = useIsLoggedIn();
  return (
    <section className={styles.wallet} aria-label={labels.homeWallet.title()}>
      {loggedIn ? <MemberSummary onOpenBalance={onOpenBalance} /> : <VisitorSummary />}
      <HomeShortcuts />
    </section>
  );
}

function MemberSummary({ onOpenBalance }: { onOpenBalance: () => void }) {
  const username = useUserStore((state) => state.userInfo?.username ?? '');
  const { balance, gameBalance } = useBalances();
  const total = formatMoney(balance + gameBalance);
  return (
    <div className={styles.summary}>
      <div className={styles.identity}>
        <span className={styles.name}>{username}</span>
        <VipBadge />
      </div>
      <button type="button" className={styles.total} onClick={onOpenBalance}
        aria-label={labels.homeWallet.totalAction(total)}>
        <span className={styles.totalLabel}>{labels.homeWallet.total()}</span>
        <span className={styles.totalFigure}>
          {total}
          <span className={styles.currency}>{labels.balance.currency()}</span>
        </span>
      </button>
    </div>
  );
}

function VisitorSummary() {
  return (
    <div className={styles.summary}>
      <p className={styles.greeting}>{labels.homeWallet.visitor()}</p>
      <div className={styles.entry}>
        <Link className={styles.login} to={routes.login.path}>{labels.homeWallet.login()}</Link>
        <Link className={styles.register} to={routes.register.path}>{labels.homeWallet.register()}</Link>
      </div>
    </div>
  );
}
