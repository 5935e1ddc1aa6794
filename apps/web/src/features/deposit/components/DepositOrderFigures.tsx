import type { ReactNode } from 'react';
import { CopyButton } from '@/components/copy/CopyButton';
import styles from './DepositSections.module.css';

export interface OrderFigure {
  label: string;
  value: ReactNode;
  /** Text a copy button copies; none when the row is not copied. */
  copy?: string;
}

/** The order's details, one labelled row each. */
export function DepositOrderFigures({ rows }: { rows: OrderFigure[] }) {
  return (
    <dl className={styles.figures}>
      {rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>
            {row.value}
            {row.copy && <CopyButton text={row.copy} what={row.label} />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
