import styles from './ChoiceChips.module.css';

interface ChoiceChipsProps<T extends string | number> {
  label: string;
  options: readonly T[];
  value: T | null;
  onChange: (value: T) => void;
}

/** A row of toggle buttons (quick amounts, protocols); the chosen one is pressed. */
export function ChoiceChips<T extends string | number>({ label, options, value, onChange }: ChoiceChipsProps<T>) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option} type="button" className={styles.chip} aria-pressed={option === value}
          onClick={() => onChange(option)}>
          {option}
        </button>
      ))}
    </div>
  );
}
