import { formatMoney, withdrawalArrival, withdrawalConversion, withdrawalFee } from '@lobby/contract';
import { labels } from '@/messages';
import { useUserStore } from '@/lib/member/user-store';
import styles from './WithdrawalForm.module.css';

/**
 * Crypto withdrawals: the amount at withdrawusdtrate (floored to 2 decimals), the fee of the chosen
 * wallet's protocol, and what arrives (part 2 §9). No wallet chosen yet reads as TRC20.
 */
export function CryptoFigures({ amount, protocol }: { amount: string; protocol: string | undefined }) {
  const user = useUserStore((state) => state.userInfo);
  const rate = user?.withdrawusdtrate ?? 0;
  const fees = { withdrawcashfee: user?.withdrawcashfee ?? 0, withdrawfeeusdttrc: user?.withdrawfeeusdttrc ?? 0 };
  const fee = withdrawalFee(protocol, fees);
  const rows = [
    { label: labels.withdrawal.conversion(), value: withdrawalConversion(Number(amount), rate) },
    { label: labels.withdrawal.fee(), value: fee },
    { label: labels.withdrawal.arrival(), value: withdrawalArrival(Number(amount), rate, fee) },
  ];
  return (
    <dl className={styles.figures}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{formatMoney(row.value)} USDT</dd>
        </div>
      ))}
    </dl>
  );
}
