import type { ReactNode } from 'react';
import styles from './Records.module.css';

/** One record's fields as label and value pairs. */
export function RecordFields({ fields }: { fields: ReadonlyArray<readonly [label: string, value: ReactNode]> }) {
  return (
    <dl className={styles.fields}>
      {fields.map(([label, value]) => (
        <div key={label} className={styles.field}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
