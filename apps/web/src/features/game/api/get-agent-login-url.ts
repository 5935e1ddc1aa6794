import { api } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** GET /api/getAgentLoginUrl: the agents' own login page. */
function getAgentLoginUrl() {
  return fetchData(api.getAgentLoginUrl);
}

export const agentLoginUrlQueryOptions = () =>
  queryOptions({ queryKey: ['agent-login-url'], queryFn: getAgentLoginUrl, staleTime: 5 * 60_000 });
