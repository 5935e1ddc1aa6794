import { CopyButton } from '@/components/copy/CopyButton';
import styles from './Records.module.css';

/** An order number with its copy button (复制成功！ once copied), for quoting it to customer service. */
export function OrderNumber({ value, label }: { value: string; label: string }) {
  if (!value) return null;
  return (
    <span className={styles.orderNumber}>
      <span data-volatile>{value}</span>
      <CopyButton text={value} what={label} />
    </span>
  );
}
