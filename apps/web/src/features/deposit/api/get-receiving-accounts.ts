import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/getpaybank: the platform's bank accounts a bank deposit is paid into. */
export function getReceivingAccounts() {
  return fetchData(api.getpaybank, {});
}

export const receivingAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['receiving-accounts'], queryFn: getReceivingAccounts });

export function useReceivingAccounts() {
  return useQuery(receivingAccountsQueryOptions());
}
