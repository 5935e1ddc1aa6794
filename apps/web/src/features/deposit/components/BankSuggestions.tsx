import styles from '@/components/form/ChoiceChips.module.css';
import { labels } from '@/messages';
import { useBanks } from '@/features/wallet';

/** How many banks are offered at once: one or two rows of chips on a phone. */
const MAX_SUGGESTIONS = 6;

/** The banks of the list that hold what the member typed; none once the field is one of them exactly. */
function suggestedBanks(bankNames: readonly string[], typed: string): string[] {
  const text = typed.trim();
  if (bankNames.includes(text)) return [];
  return bankNames.filter((name) => name.includes(text)).slice(0, MAX_SUGGESTIONS);
}

/**
 * The operator's bank list (/api/banklist) offered under the typed bank type: a tap fills the field, and a
 * bank the list does not hold is simply typed (part 2 §9 asks the member to enter the bank they pay from).
 */
export function BankSuggestions({ typed, onPick }: { typed: string; onPick: (bank: string) => void }) {
  const { data: banks = [] } = useBanks();
  const shown = suggestedBanks(banks.map(({ bank_name }) => bank_name), typed);
  if (shown.length === 0) return null;
  return (
    <div className={styles.chips} role="group" aria-label={labels.deposit.bankSuggestions()}>
      {shown.map((bank) => (
        <button key={bank} type="button" className={styles.chip} onClick={() => onPick(bank)}>{bank}</button>
      ))}
    </div>
  );
}
