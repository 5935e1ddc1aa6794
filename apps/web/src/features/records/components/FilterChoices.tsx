import styles from './Records.module.css';

interface FilterChoicesProps<T extends string | number> {
  label: string;
  options: ReadonlyArray<{ value: T; label: string }>;
  value: T;
  onChange: (value: T) => void;
}

/** One filter as a row of toggle buttons; the chosen one is pressed. */
export function FilterChoices<T extends string | number>({ label, options, value, onChange }: FilterChoicesProps<T>) {
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      {options.map((option) => (
        <button key={option.value} type="button" className={styles.chip} aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}>
          {option.label}
        </button>
      ))}
    </div>
  );
}
