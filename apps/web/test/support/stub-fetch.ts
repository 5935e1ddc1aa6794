import { vi } from 'vitest';

/**
 * Replaces fetch with `handler(url, init)`, for fetches that are no call of the contract (index.html,
 * a page's code); calls are served by serveCalls.
 */
export function stubFetch(handler: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit) => Promise.resolve(handler(String(input), init ?? {})));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}
