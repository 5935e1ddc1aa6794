import { BET_STATUS_LABELS, DATE_FILTER_TABS, DEFAULT_DATE_FILTER, formatDisplayTime, formatMoney } from '@lobby/contract';
import { useRef, useState } from 'react';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useBetRecords, type BetRecordFilter } from './api/get-bet-records';
import { DateTabs } from './components/DateTabs';
import { PlatformPicker } from './components/PlatformPicker';
import { RecordFields } from './components/RecordFields';
import { OrderNumber } from './components/OrderNumber';
import { BetSummaryCard } from './components/BetSummaryCard';
import { RecordList } from './components/RecordList';
import { StatusChip } from './components/StatusChip';
import { betTone } from './record-tones';
import styles from './components/Records.module.css';
import sheet from './RecordSheet.module.css';
import { useSheetPage } from './useSheetPage';

const text = labels.records.bet;

/** /betRecord (投注记录): the member's bets by platform and date, a page at a time (part 2 §2). */
export default function BetRecordPage() {
  const sheetRef = useRef<HTMLDivElement>(null);
  useSheetPage(sheetRef);
  const [filter, setFilter] = useState<BetRecordFilter>({ date: DEFAULT_DATE_FILTER, platform: '' });
  const bets = useBetRecords(filter);
  return (
    <div ref={sheetRef} className={sheet.sheet}>
      <PageHeader title={labels.pageTitles.betRecord()} />
      <div className={styles.toolbar}>
        <PlatformPicker value={filter.platform} onChange={(platform) => setFilter({ ...filter, platform })} />
      </div>
      <DateTabs options={DATE_FILTER_TABS} value={filter.date} onChange={(date) => setFilter({ ...filter, date })} />
      <BetSummaryCard query={bets} />
      <RecordList label={labels.pageTitles.betRecord()} query={bets} rowKey={(bet) => bet.bet_id}>
        {(bet) => (
          <RecordFields fields={[
            [text.id(), <OrderNumber value={bet.bet_id} label={text.id()} />],
            [text.game(), bet.playname],
            [text.amount(), <strong className={styles.figure}>{formatMoney(bet.bet_amount)}</strong>],
            [text.payout(), formatMoney(bet.win_loss)],
            [text.status(), <StatusChip tone={betTone(bet.status)}>{BET_STATUS_LABELS[bet.status] ?? ''}</StatusChip>],
            [text.time(), formatDisplayTime(bet.bet_time)],
            [text.content(), bet.playmemo],
          ]} />
        )}
      </RecordList>
    </div>
  );
}
