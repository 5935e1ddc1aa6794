import styles from './ToggleSwitch.module.css';

interface ToggleSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the element naming the switch (its row's label). */
  labelledBy: string;
  /** While the change is on its way: the switch shows it and takes no second tap. */
  busy?: boolean;
}

/**
 * An on/off switch a keyboard reaches: a native button with role switch, so Tab stops on it and Space or
 * Enter flips it. antd-mobile's Switch is a div without a tab stop or key handling, which left 免转模式
 * to the pointer alone.
 */
export function ToggleSwitch({ checked, onChange, labelledBy, busy = false }: ToggleSwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-labelledby={labelledBy}
      aria-busy={busy || undefined}
      className={styles.switch}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className={styles.track}>
        <span className={styles.handle} />
      </span>
    </button>
  );
}
