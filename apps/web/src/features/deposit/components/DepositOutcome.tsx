import { formatMoney } from '@lobby/contract';
import { CheckCircleFill, CloseCircleFill } from 'antd-mobile-icons';
import { Link } from 'react-router';
import { labels } from '@/messages';
import { routes } from '@/route-table';
import styles from './DepositOutcome.module.css';

const text = labels.depositDetail;

/**
 * What an order came to, in place of its countdown and pay code (issue 13): 支付成功 with the amount
 * credited to 中心钱包, or the refusal; both with the way to the records.
 */
export function DepositOutcome({ paid, amount }: { paid: boolean; amount: number }) {
  const Icon = paid ? CheckCircleFill : CloseCircleFill;
  return (
    <section className={`${styles.outcome} ${paid ? styles.paid : styles.refused}`} aria-labelledby="deposit-outcome">
      <Icon className={styles.icon} aria-hidden="true" />
      <h2 id="deposit-outcome" className={styles.title}>{paid ? text.paid() : text.refused()}</h2>
      <p className={styles.note}>{paid ? text.credited(formatMoney(amount)) : text.refusedNote()}</p>
      <Link className={styles.records} to={routes.transRecord.path}>{text.viewRecords()}</Link>
    </section>
  );
}
