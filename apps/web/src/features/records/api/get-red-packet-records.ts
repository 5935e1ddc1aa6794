import { api, type RedPacketRow } from '@lobby/contract';
import { fetchData } from '@/lib/api-client';
import { readPage } from '@/lib/read-answer';
import { useRecordPages } from './use-record-pages';

/** POST /api/redpacket: one page of the member's red-packet grabs. */
async function getRedPacketRecords(page: number) {
  return readPage<RedPacketRow>(await fetchData(api.redpacket, { page }), page, {
    numbers: ['money', 'redpacketmoney'],
    times: ['created_at', 'usetime'],
  });
}

export function useRedPacketRecords() {
  return useRecordPages<RedPacketRow>(['red-packet-records'], getRedPacketRecords);
}
