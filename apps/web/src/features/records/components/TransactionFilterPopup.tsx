import { DATE_FILTER_DAYS, TRANSACTION_TYPE_LABELS, TRANSACTION_TYPES } from '@lobby/contract';
import { Button, Popup } from 'antd-mobile';
import { useId, useState } from 'react';
import { ChoiceChips } from '@/components/form/ChoiceChips';
import { labels } from '@/messages';
import { usePlatformChoices } from '../api/get-platforms';
import type { TransactionFilter } from '../api/get-transactions';
import styles from './Records.module.css';

const text = labels.records.transaction;
const dateChoices = DATE_FILTER_DAYS.map((option) => ({ value: option.code, label: option.label }));
const typeChoices = Object.values(TRANSACTION_TYPES).map((type) => ({ value: type, label: TRANSACTION_TYPE_LABELS[type] }));

interface FilterFormProps {
  filter: TransactionFilter;
  onApply: (filter: TransactionFilter) => void;
}

/** Venue, date and type, chosen here and applied together. */
function FilterForm({ filter, onApply }: FilterFormProps) {
  const platforms = usePlatformChoices();
  const [draft, setDraft] = useState(filter);
  const titleId = useId();
  return (
    <section role="dialog" aria-labelledby={titleId}>
      <h2 className={styles.popupTitle} id={titleId}>{text.filterTitle()}</h2>
      <h3 className={styles.filterHeading}>{labels.records.platform()}</h3>
      <ChoiceChips label={labels.records.platform()} options={platforms} value={draft.platform}
        onChange={(platform) => setDraft({ ...draft, platform })} />
      <h3 className={styles.filterHeading}>{text.date()}</h3>
      <ChoiceChips label={text.date()} options={dateChoices} value={draft.date} onChange={(date) => setDraft({ ...draft, date })} />
      <h3 className={styles.filterHeading}>{text.type()}</h3>
      <ChoiceChips label={text.type()} options={typeChoices} value={draft.type} onChange={(type) => setDraft({ ...draft, type })} />
      <div className={styles.popupActions}>
        <Button block color="primary" onClick={() => onApply(draft)}>{text.apply()}</Button>
      </div>
    </section>
  );
}

interface TransactionFilterPopupProps extends FilterFormProps {
  visible: boolean;
  onClose: () => void;
}

/**
 * The bottom popup of /transRecord (part 2 §2). Its content is dropped on closing, so every opening
 * starts from the filters in force rather than from choices left unapplied.
 */
export function TransactionFilterPopup({ visible, filter, onApply, onClose }: TransactionFilterPopupProps) {
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose bodyClassName={styles.popupBody}>
      <FilterForm filter={filter} onApply={(next) => { onApply(next); onClose(); }} />
    </Popup>
  );
}
