import { api, type PayWay } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readRow } from '@/lib/read-answer';

/** GET /api/get_pay_way: the deposit methods the server has switched on (1 = enabled). */
async function getPayWays() {
  return readRow<PayWay>(await fetchData(api.get_pay_way, {}), { numbers: ['antoken', 'card', 'usdt', 'wechat', 'alipay'] });
}

const payWaysQueryOptions = () => queryOptions({ queryKey: ['pay-ways'], queryFn: getPayWays });

export function usePayWays() {
  return useQuery(payWaysQueryOptions());
}
