import { ACTIVITY_APPLICATION_STATE_LABELS, formatDisplayTime } from '@lobby/contract';
import { PageHeader } from '@/components/layout/PageHeader';
import { labels } from '@/messages';
import { useActivityApplications } from './api/get-activity-applications';
import { RecordFields } from './components/RecordFields';
import { RecordList } from './components/RecordList';
import { StatusChip } from './components/StatusChip';
import { applicationTone } from './record-tones';

const text = labels.records.activity;

/** /activityRecord (活动记录): the member's promotion applications and their review states (part 2 §2, §4). */
export default function ActivityRecordPage() {
  const applications = useActivityApplications();
  return (
    <>
      <PageHeader title={labels.pageTitles.activityRecord()} />
      <RecordList label={labels.pageTitles.activityRecord()} query={applications}
        rowKey={(row, index) => `${row.created_at}-${index}`}>
        {(row) => (
          <RecordFields fields={[
            [text.name(), row.activity_name],
            [text.time(), formatDisplayTime(row.created_at)],
            // 0 and 4 have no label in the spec: shown blank rather than guessed.
            [text.state(), <StatusChip tone={applicationTone(row.state)}>{ACTIVITY_APPLICATION_STATE_LABELS[row.state] ?? ''}</StatusChip>],
          ]} />
        )}
      </RecordList>
    </>
  );
}
