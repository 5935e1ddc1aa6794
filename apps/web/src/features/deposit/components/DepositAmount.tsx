import { QUICK_DEPOSIT_AMOUNTS, type PayRange } from '@lobby/contract';
import { TextField } from '@/components/form/TextField';
import { labels } from '@/messages';
import { ChoiceChips } from '@/components/form/ChoiceChips';
import styles from './DepositSections.module.css';

interface DepositAmountProps {
  amount: string;
  onChange: (amount: string) => void;
  range: PayRange;
}

/** The amount, its range as the hint, and the quick amounts 100, 299, 499, 699, 999 (part 2 §9). */
export function DepositAmount({ amount, onChange, range }: DepositAmountProps) {
  return (
    <>
      <TextField id="deposit-amount" label={labels.deposit.amount()} inputMode="decimal" value={amount}
        placeholder={labels.deposit.amountPlaceholder(range.min_price, range.max_price)}
        onChange={(value) => onChange(value.replace(/[^\d.]/g, ''))} />
      <ChoiceChips label={labels.deposit.quickAmounts()} options={QUICK_DEPOSIT_AMOUNTS}
        value={QUICK_DEPOSIT_AMOUNTS.find((quick) => String(quick) === amount) ?? null}
        onChange={(quick) => onChange(String(quick))} className={styles.quickAmounts} />
    </>
  );
}
