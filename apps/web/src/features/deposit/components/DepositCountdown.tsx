import { formatMoney, type DepositOrder } from '@lobby/contract';
import { Link } from 'react-router';
import { labels } from '@/messages';
import { useDepositCountdown } from '../useDepositCountdown';
import styles from './DepositCountdown.module.css';
import { routes } from '@/route-table';

/** Amount (with the approximate USDT for a USDT order), the time left to pay, and the crediting note. */
export function DepositCountdown({ info, usdt }: { info: DepositOrder['info']; usdt: boolean }) {
  const countdown = useDepositCountdown(info.created_at);
  return (
    <section className={styles.summary} aria-label={labels.depositDetail.amount()}>
      <p className={styles.amount}>
        {formatMoney(info.amount)}
        <small>{labels.depositDetail.currency()}</small>
      </p>
      {usdt && <p className={styles.usdt}>{labels.depositDetail.usdtAmount(formatMoney(info.real_money))}</p>}
      <p className={styles.caption}>{labels.depositDetail.countdown()}</p>
      <p className={styles.countdown} role="timer">{countdown}</p>
      <p className={styles.caption}>
        {labels.depositDetail.autoCredit()}
        {labels.depositDetail.question()}
        <Link to={routes.service.path}>{labels.depositDetail.contactService()}</Link>
      </p>
    </section>
  );
}
