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
export function TextField({ id, label, required, extra, ...inputProps }: TextFieldProps) {
  return (
    <div className={styles.row}>
      {/* The mark sits outside the label so that the field's accessible name is the label alone. */}
      <span className={styles.required} aria-hidden="true">
        {required ? '*' : ''}
      </span>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <Input id={id} className={styles.input} clearable={!extra} {...inputProps} />
      {extra && <span className={styles.extra}>{extra}</span>}
    </div>
  );
}
