import { api, type RedPacketRow } from '@lobby/contract';
import { fetchData } from '@/lib/api-client';
import { useRecordPages } from './use-record-pages';

/** POST /api/redpacket: one page of the member's red-packet grabs. */
export function getRedPacketRecords(page: number) {
  return fetchData(api.redpacket, { page });
}

export function useRedPacketRecords() {
  return useRecordPages<RedPacketRow>(['red-packet-records'], getRedPacketRecords);
}
