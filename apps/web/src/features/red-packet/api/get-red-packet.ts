import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/userredpacket: the member's grab counts and the rules. */
export function getRedPacket() {
  return fetchData(api.userredpacket);
}

export const redPacketQueryOptions = () => queryOptions({ queryKey: ['red-packet'], queryFn: getRedPacket });

export function useRedPacket() {
  return useQuery(redPacketQueryOptions());
}
