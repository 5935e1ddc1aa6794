import { api, type BetRecordRow, type DateFilterCode } from '@lobby/contract';
import { fetchData } from '@/lib/api-client';
import { readPage } from '@/lib/read-answer';
import { useRecordPages } from './use-record-pages';

/** The bet record's filters: the date code in the tabs reading, the venue. */
export interface BetRecordFilter {
  date: DateFilterCode;
  /** The venue's platform code; '' is 全平台. */
  platform: string;
}

/** POST /api/betrecord: one page of the member's bets. */
async function getBetRecords({ date, platform }: BetRecordFilter, page: number) {
  return readPage<BetRecordRow>(await fetchData(api.betrecord, { date, page, api_type: platform }), page, {
    numbers: ['bet_amount', 'win_loss', 'status'],
    times: ['bet_time'],
  });
}

export function useBetRecords(filter: BetRecordFilter) {
  return useRecordPages<BetRecordRow>(['bet-records', filter], (page) => getBetRecords(filter, page));
}
