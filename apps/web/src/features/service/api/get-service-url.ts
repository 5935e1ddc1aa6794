import { api } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** POST /api/getservicerurl: the customer-service chat address. */
function getServiceUrl() {
  return fetchData(api.getservicerurl, {});
}

export const serviceUrlQueryOptions = () =>
  queryOptions({ queryKey: ['service-url'], queryFn: getServiceUrl, staleTime: 5 * 60_000 });

export function useServiceUrl() {
  return useQuery(serviceUrlQueryOptions());
}
