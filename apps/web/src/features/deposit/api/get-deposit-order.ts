import { api, type DepositOrder } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, request } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';

export interface DepositOrderView {
  /** The envelope's message: the order type ('antoken', 'usdtpay', or another method). */
  type: string;
  order: DepositOrder;
}

/** POST /api/payinfo: one deposit order by its number. */
export async function getDepositOrder(depositNo: string): Promise<DepositOrderView> {
  const envelope = await request(api.payinfo, { deposit_no: depositNo });
  const order = dataOf(envelope);
  const info = readRow<DepositOrder['info']>(order?.info, { numbers: ['amount', 'real_money'], times: ['created_at'] });
  return { type: envelope.message, order: { ...order, info } };
}

const depositOrderQueryOptions = (depositNo: string) =>
  queryOptions({
    queryKey: ['deposit-order', depositNo],
    queryFn: () => getDepositOrder(depositNo),
    enabled: depositNo !== '',
  });

export function useDepositOrder(depositNo: string) {
  return useQuery(depositOrderQueryOptions(depositNo));
}
