import { PROTOCOLS, formatMoney, usdtDepositPreview, type Protocol } from '@lobby/contract';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import { ChoiceChips } from '@/components/form/ChoiceChips';
import styles from './DepositSections.module.css';

interface UsdtDepositInfoProps {
  protocol: Protocol;
  onProtocolChange: (protocol: Protocol) => void;
  amount: string;
}

/** USDT: the protocol, the amount converted at the member's usdtrate (floored to 2 decimals), the rate. */
export function UsdtDepositInfo({ protocol, onProtocolChange, amount }: UsdtDepositInfoProps) {
  const rate = useUserStore((state) => state.userInfo?.usdtrate ?? 0);
  return (
    <>
      <h2 className={styles.heading}>{labels.deposit.protocol()}</h2>
      <ChoiceChips label={labels.deposit.protocol()} options={PROTOCOLS} value={protocol} onChange={onProtocolChange} />
      <dl className={styles.figures}>
        <div>
          <dt>{labels.deposit.usdtPreview()}</dt>
          <dd>{formatMoney(usdtDepositPreview(Number(amount), rate))} USDT</dd>
        </div>
        <div>
          <dt>{labels.deposit.referenceRate()}</dt>
          <dd>{labels.deposit.rate(rate)}</dd>
        </div>
      </dl>
    </>
  );
}
