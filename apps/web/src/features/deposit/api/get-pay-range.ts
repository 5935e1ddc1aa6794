import { DEFAULT_PAY_RANGE, api, type PayRange, type PayRangeType } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';

/** POST /api/getPayRange: the amount limits of one method (and, for USDT, protocol). */
async function getPayRange(type: PayRangeType) {
  return readRow<PayRange>(await fetchData(api.getPayRange, { type }), { numbers: ['min_price', 'max_price'] });
}

const payRangeQueryOptions = (type: PayRangeType) =>
  queryOptions({ queryKey: ['pay-range', type], queryFn: () => getPayRange(type) });

/** The range of `type`, DEFAULT_PAY_RANGE until the server has answered (part 2 §9). */
export function usePayRange(type: PayRangeType | null) {
  const { data } = useQuery({ ...payRangeQueryOptions(type ?? 'bank'), enabled: type !== null });
  return data ?? DEFAULT_PAY_RANGE;
}
