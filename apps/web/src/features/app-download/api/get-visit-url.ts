import { api } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { fetchData } from '@/lib/api-client';

/** The web version's address, opened on registration with the referral id when one was saved (part 1 §7). */
export function visitAddress(url: string, pid: string): string {
  if (!pid) return url;
  return `${url}${url.endsWith('/') ? '' : '/'}register?pid=${encodeURIComponent(pid)}`;
}

/** GET /api/getVisitUrl, then the browser goes there. */
async function visitWebVersion(pid: string): Promise<void> {
  const { url } = await fetchData(api.getVisitUrl);
  window.location.href = visitAddress(url, pid);
}

export function useVisitWebVersion() {
  return useMutation({ mutationFn: visitWebVersion });
}
