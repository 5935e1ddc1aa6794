import { TextArea } from 'antd-mobile';
import textField from '@/components/form/TextField.module.css';
import { labels } from '@/messages';
import styles from './ReasonField.module.css';

/** Longest reason accepted; the spec sets no limit, this one is ours. */
const REASON_MAX_LENGTH = 200;

/** The application reason (apply_info): a few lines, with a character count. */
export function ReasonField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div className={`${textField.row} ${styles.row}`}>
      <span className={textField.required} aria-hidden="true" />
      <label className={`${textField.label} ${styles.label}`} htmlFor="agent-reason">{labels.agentApplication.reason()}</label>
      <TextArea id="agent-reason" className={styles.input} rows={4} maxLength={REASON_MAX_LENGTH} showCount
        placeholder={labels.agentApplication.reasonPlaceholder()} value={value} onChange={onChange} />
    </div>
  );
}
