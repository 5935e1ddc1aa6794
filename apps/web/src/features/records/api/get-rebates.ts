import { api, type DateFilterCode, type RebateRow } from '@lobby/contract';
import { fetchData } from '@/lib/api-client';
import { readNumber, readPage, type ReadPage } from '@/lib/read-answer';
import { useRecordPages } from './use-record-pages';

/** The rebate record's filters: the date code in the days reading, the venue. */
export interface RebateFilter {
  date: DateFilterCode;
  /** The venue's platform code; '' is 全平台. */
  platform: string;
}

/** A page of rebate rows with the totals every answer carries. */
export type RebatePage = ReadPage<RebateRow> & { jisuan: number; nojisuan: number };

export const rebatesQueryKey = ['rebates'] as const;

/** POST /api/getfanshui: one page of rebates, and the claimed and pending totals. `type` is sent empty (part 2 §7). */
async function getRebates({ date, platform }: RebateFilter, page: number): Promise<RebatePage> {
  const { list, jisuan, nojisuan } = await fetchData(api.getfanshui, { date, page, api_type: platform, type: '' });
  const rows = readPage<RebateRow>(list, page, { numbers: ['money', 'state'], times: ['created_at', 'updated_at'] });
  return { ...rows, jisuan: readNumber(jisuan) as number, nojisuan: readNumber(nojisuan) as number };
}

export function useRebates(filter: RebateFilter) {
  return useRecordPages<RebateRow, RebatePage>([...rebatesQueryKey, filter], (page) => getRebates(filter, page));
}
