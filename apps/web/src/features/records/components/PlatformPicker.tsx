import { Popup } from 'antd-mobile';
import { DownFill } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { ChoiceChips } from '@/components/form/ChoiceChips';
import { labels } from '@/messages';
import { usePlatformChoices } from '../api/get-platforms';
import styles from './Records.module.css';

interface PlatformPickerProps {
  /** The chosen platform; '' is 全平台. */
  value: string;
  onChange: (platform: string) => void;
}

/** The record screens' platform filter: the chosen platform's name, opening a bottom popup of every platform. */
export function PlatformPicker({ value, onChange }: PlatformPickerProps) {
  const platforms = usePlatformChoices();
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const chosen = platforms.find((platform) => platform.value === value) ?? platforms[0]!;
  return (
    <>
      <button type="button" className={styles.picker} aria-label={`${labels.records.platform()}：${chosen.label}`}
        aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {chosen.label}
        <DownFill aria-hidden="true" />
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyClassName={styles.popupBody}>
        <section role="dialog" aria-labelledby={titleId}>
          <h2 className={styles.popupTitle} id={titleId}>{labels.records.choosePlatform()}</h2>
          <ChoiceChips label={labels.records.platform()} options={platforms} value={value}
            onChange={(platform) => { onChange(platform); setOpen(false); }} />
        </section>
      </Popup>
    </>
  );
}
