import { EARLIEST_BIRTHDAY, formatBirthday } from '@lobby/contract';
import { DatePicker } from 'antd-mobile';
import { useState } from 'react';
import textField from '@/components/form/TextField.module.css';
import { labels } from '@/messages';
import styles from './ProfileForm.module.css';

/** A YYYY-MM-DD text as the local midnight the picker shows; today when empty or unreadable. */
function toPickerDate(text: string): Date {
  const [year, month, day] = text.split('-').map(Number);
  return year && month && day ? new Date(year, month - 1, day) : new Date();
}

interface BirthdayFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** The birthday row: a date picker from 1980-01-01 to today (part 2 §2, §9). */
export function BirthdayField({ value, onChange }: BirthdayFieldProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={textField.row}>
      <span className={textField.required} aria-hidden="true" />
      <span className={textField.label} id="profile-birthday-label">{labels.profileForm.birthday()}</span>
      <button type="button" className={styles.picker} aria-labelledby="profile-birthday-label"
        aria-describedby="profile-birthday-value" onClick={() => setOpen(true)}>
        <span id="profile-birthday-value" className={value ? undefined : styles.placeholder}>
          {value || labels.profileForm.birthdayPlaceholder()}
        </span>
      </button>
      <DatePicker
        visible={open}
        title={labels.profileForm.birthday()}
        min={toPickerDate(EARLIEST_BIRTHDAY)}
        max={new Date()}
        value={toPickerDate(value)}
        onClose={() => setOpen(false)}
        onConfirm={(date) => onChange(formatBirthday(date))}
      />
    </div>
  );
}
