import { formatDisplayTime, formatMoney } from '@lobby/contract';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useRedPacketRecords } from './api/get-red-packet-records';
import { RecordFields } from './components/RecordFields';
import { RecordList } from './components/RecordList';
import { RedPacketCounts } from './components/RedPacketCounts';

const text = labels.records.redPacket;

/** /welfare (红包记录): the grab counts, 前往领取, and every red packet grabbed (part 2 §2). */
export default function RedPacketRecordPage() {
  const packets = useRedPacketRecords();
  return (
    <>
      <PageHeader title={labels.pageTitles.welfare()} />
      <RedPacketCounts />
      <RecordList label={labels.pageTitles.welfare()} query={packets} rowKey={(row, index) => `${row.usetime}-${index}`}>
        {(row) => (
          <RecordFields fields={[
            [text.recharge(), formatMoney(row.money)],
            [text.amount(), formatMoney(row.redpacketmoney)],
            [text.rechargeTime(), formatDisplayTime(row.created_at)],
            [text.claimTime(), formatDisplayTime(row.usetime)],
          ]} />
        )}
      </RecordList>
    </>
  );
}
