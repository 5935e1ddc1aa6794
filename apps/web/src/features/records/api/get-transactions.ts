import { api, type DateFilterCode, type TransactionRow, type TransactionTypeCode } from '@lobby/contract';
import { fetchData } from '@/lib/api-client';
import { readPage } from '@/lib/read-answer';
import { useRecordPages } from './use-record-pages';

/** The transaction record's filters: the type tab, the date code in the days reading, the venue. */
export interface TransactionFilter {
  type: TransactionTypeCode;
  date: DateFilterCode;
  /** The venue's platform code; '' is 全平台. */
  platform: string;
}

/** POST /api/gettransrecord: one page of one type's transactions. */
async function getTransactions({ type, date, platform }: TransactionFilter, page: number) {
  return readPage<TransactionRow>(await fetchData(api.gettransrecord, { date, type, page, api_type: platform }), page, {
    numbers: ['amount', 'state'],
    times: ['created_at'],
  });
}

export function useTransactions(filter: TransactionFilter) {
  return useRecordPages<TransactionRow>(['transactions', filter], (page) => getTransactions(filter, page));
}
