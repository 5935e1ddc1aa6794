import { formatMoney, type RedPacketRule } from '@lobby/contract';
import { labels } from '@/messages';
import styles from './RedPacketRules.module.css';

/**
 * The rules table (start_time~end_time, day_flow-flow_money, recharge) and the rules text (part 1 §2);
 * the columns are headed by what they hold: the red packet's amount range and the deposit it asks for.
 */
export function RedPacketRules({ rules }: { rules: readonly RedPacketRule[] }) {
  return (
    <>
      <section className={styles.section}>
        <h2 className={styles.heading}>{labels.redPacket.rulesTable()}</h2>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{labels.redPacket.period()}</th>
              <th>{labels.redPacket.amount()}</th>
              <th>{labels.redPacket.deposit()}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule) => (
              <tr key={`${rule.start_time}-${rule.day_flow}-${rule.recharge}`}>
                <td>{`${rule.start_time}~${rule.end_time}`}</td>
                <td>{`${formatMoney(rule.day_flow)}-${formatMoney(rule.flow_money)}`}</td>
                <td>{formatMoney(rule.recharge)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{labels.redPacket.rulesTitle()}</h2>
        <ol className={styles.notes}>
          {labels.redPacket.rules.map((rule) => (
            <li key={rule()}>{rule()}</li>
          ))}
        </ol>
      </section>
    </>
  );
}
