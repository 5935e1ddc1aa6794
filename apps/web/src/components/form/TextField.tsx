import { Input, type InputProps } from 'antd-mobile';
import type { ReactNode } from 'react';
import styles from './TextField.module.css';

interface TextFieldProps extends Pick<
  InputProps,
  'value' | 'placeholder' | 'type' | 'maxLength' | 'inputMode' | 'autoComplete' | 'readOnly'
> {
  id: string;
  /** Visible label, also the input's accessible name. */
  label: string;
  onChange?: (value: string) => void;
  /** Shows the required mark (*) the registration notes refer to. */
  required?: boolean;
  /** Trailing control: password toggle, captcha image. */
  extra?: ReactNode;
}

/** One labelled text input row of the login and registration forms. */
export function TextField({ id, label, required, extra, placeholder, ...inputProps }: TextFieldProps) {
  return (
    <div className={styles.row}>
      {/* The mark sits outside the label so that the field's accessible name is the label alone. */}
      <span className={styles.required} aria-hidden="true">
        {required ? '*' : ''}
      </span>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <span className={styles.field}>
        <Input id={id} className={styles.input} clearable={!extra} placeholder={placeholder} {...inputProps} />
        {/* The placeholder as the member sees it: an input's own placeholder cannot wrap, so a long hint
            at 320 px would be cut; this copy (drawn from the attribute by CSS, so the page's text holds it
            once) wraps instead. The input's placeholder attribute stays for screen readers. */}
        {placeholder && <span className={styles.hint} data-placeholder-for={id} data-text={placeholder} aria-hidden="true" />}
      </span>
      {extra && <span className={styles.extra}>{extra}</span>}
    </div>
  );
}
