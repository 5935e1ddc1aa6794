import { formatMoney } from '@lobby/contract';
import { Button, Popup } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useRefreshBalance } from '@/lib/member/get-balance';
import { labels } from '@/messages';
import styles from './BalanceDrawer.module.css';
import { useBalances } from './useBalances';
import { VenueBalances } from './VenueBalances';
import { routes } from '@/route-table';

interface BalanceDrawerProps {
  visible: boolean;
  onClose: () => void;
  /** The member centre's drawer lists every venue with 更新所有余额; home's offers refresh, transfer and deposit. */
  showVenues?: boolean;
}

/** The right-side balance drawer: platform and game wallets in RMB, then home's actions or the venue list. */
export function BalanceDrawer({ visible, onClose, showVenues = false }: BalanceDrawerProps) {
  const navigate = useNavigate();
  const refresh = useRefreshBalance();
  const { balance, gameBalance } = useBalances();
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <Popup visible={visible} position="right" onMaskClick={onClose} onClose={onClose} bodyClassName={styles.body}>
      <section aria-label={labels.balance.title()}>
        <h2 className={styles.title}>{labels.balance.title()}</h2>
        <dl className={styles.figures}>
          <dt>{labels.balance.platform()}</dt>
          <dd>{formatMoney(balance)} {labels.balance.currency()}</dd>
          <dt>{labels.balance.game()}</dt>
          <dd>{formatMoney(gameBalance)} {labels.balance.currency()}</dd>
        </dl>
        {showVenues ? (
          <VenueBalances visible={visible} />
        ) : (
          <div className={styles.actions}>
            <Button block onClick={() => void refresh()}>{labels.balance.refresh()}</Button>
            <Button block color="primary" fill="outline" onClick={() => go(routes.transfer.path)}>{labels.balance.transfer()}</Button>
            <Button block color="primary" onClick={() => go(routes.recharge.path)}>{labels.balance.deposit()}</Button>
          </div>
        )}
      </section>
    </Popup>
  );
}
