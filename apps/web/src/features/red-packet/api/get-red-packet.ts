import { api, type RedPacketRule, type UserRedPacket } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList, readRow } from '@/lib/read-answer';

/** GET /api/userredpacket: the member's grab counts and the rules. */
export async function getRedPacket() {
  const packet = readRow<UserRedPacket>(await fetchData(api.userredpacket), { numbers: ['sendnums', 'acquirednum', 'max_times'] });
  return { ...packet, rules: readList<RedPacketRule>(packet?.rules, { numbers: ['day_flow', 'flow_money', 'recharge'] }) };
}

export const redPacketQueryOptions = () => queryOptions({ queryKey: ['red-packet'], queryFn: getRedPacket });

export function useRedPacket() {
  return useQuery(redPacketQueryOptions());
}
