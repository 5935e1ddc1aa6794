import type { DateFilterCode } from '@lobby/contract';
import { Tabs } from 'antd-mobile';
import { labels } from '@/messages';

interface DateTabsProps {
  /** DATE_FILTER_TABS or DATE_FILTER_DAYS: the screen's reading of the codes. */
  options: ReadonlyArray<{ code: DateFilterCode; label: string }>;
  value: DateFilterCode;
  onChange: (code: DateFilterCode) => void;
}

/** The record screens' date filter as tabs. */
export function DateTabs({ options, value, onChange }: DateTabsProps) {
  return (
    <nav aria-label={labels.records.dateTabs()}>
      <Tabs activeKey={String(value)} onChange={(key) => onChange(Number(key) as DateFilterCode)}>
        {options.map((option) => <Tabs.Tab key={String(option.code)} title={option.label} />)}
      </Tabs>
    </nav>
  );
}
