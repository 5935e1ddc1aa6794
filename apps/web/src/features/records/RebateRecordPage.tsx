import { DATE_FILTER_DAYS, DEFAULT_DATE_FILTER, formatDisplayTime, formatMoney, messages, REBATE_STATE } from '@lobby/contract';
import { useState } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useRebates, type RebateFilter } from './api/get-rebates';
import { DateTabs } from './components/DateTabs';
import { PlatformPicker } from './components/PlatformPicker';
import { RebateSummary } from './components/RebateSummary';
import { RecordFields } from './components/RecordFields';
import { RecordList } from './components/RecordList';
import { StatusChip } from './components/StatusChip';
import { rebateTone } from './record-tones';
import styles from './components/Records.module.css';

const text = labels.records.rebate;

/** /fanshui (返水记录): the totals with 点击领取, then the rebates by platform and date (part 2 §2, §4). */
export default function RebateRecordPage() {
  const [filter, setFilter] = useState<RebateFilter>({ date: DEFAULT_DATE_FILTER, platform: '' });
  const rebates = useRebates(filter);
  const totals = rebates.data?.firstPage;
  return (
    <>
      <PageHeader title={labels.pageTitles.fanshui()} />
      <RebateSummary claimed={totals?.jisuan} pending={totals?.nojisuan} />
      <div className={styles.toolbar}>
        <PlatformPicker value={filter.platform} onChange={(platform) => setFilter({ ...filter, platform })} />
      </div>
      <DateTabs options={DATE_FILTER_DAYS} value={filter.date} onChange={(date) => setFilter({ ...filter, date })} />
      <RecordList label={labels.pageTitles.fanshui()} query={rebates} rowKey={(row, index) => `${row.gamename}-${row.created_at}-${index}`}>
        {(row) => (
          <RecordFields fields={[
            [text.game(), row.gamename],
            [text.amount(), formatMoney(row.money)],
            [text.time(), formatDisplayTime(row.created_at)],
            [text.claimTime(), row.state === REBATE_STATE.unclaimed
              ? <StatusChip tone={rebateTone(row.state)}>{messages.records.notClaimed}</StatusChip>
              : formatDisplayTime(row.updated_at)],
          ]} />
        )}
      </RecordList>
    </>
  );
}
