import styles from './ChoiceChips.module.css';

/** A choice shown with its own text; `lang` when that text is in another language (a language's name). */
interface Choice<T> {
  value: T;
  label: string;
  lang?: string;
}

interface ChoiceChipsProps<T extends string | number> {
  /** The group's name; or `labelledBy`, the id of a heading on screen that names it. */
  label?: string;
  labelledBy?: string;
  /** Plain values show as themselves (quick amounts, protocols). */
  options: ReadonlyArray<T | Choice<T>>;
  value: T | null;
  onChange: (value: T) => void;
  className?: string;
}

const choiceOf = <T extends string | number>(option: T | Choice<T>): Choice<T> =>
  typeof option === 'object' ? option : { value: option, label: String(option) };

/**
 * One choice among a few, as a row of toggle buttons, the chosen one pressed: quick amounts, protocols,
 * record filters, languages. One look for all of them.
 */
export function ChoiceChips<T extends string | number>({ label, labelledBy, options, value, onChange, className }: ChoiceChipsProps<T>) {
  return (
    <div className={`${styles.chips} ${className ?? ''}`} role="group" aria-label={label} aria-labelledby={labelledBy}>
      {options.map(choiceOf).map((choice) => (
        <button key={choice.value} type="button" lang={choice.lang} className={styles.chip} aria-pressed={choice.value === value}
          onClick={() => onChange(choice.value)}>
          {choice.label}
        </button>
      ))}
    </div>
  );
}
