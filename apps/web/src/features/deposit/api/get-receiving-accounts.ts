import { api, type ReceivingAccount } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';
import { readList } from '@/lib/read-answer';

/** POST /api/getpaybank: the platform's bank accounts a bank deposit is paid into. */
async function getReceivingAccounts() {
  return readList<ReceivingAccount>(await fetchData(api.getpaybank, {}));
}

const receivingAccountsQueryOptions = () =>
  queryOptions({ queryKey: ['receiving-accounts'], queryFn: getReceivingAccounts });

export function useReceivingAccounts() {
  return useQuery(receivingAccountsQueryOptions());
}
