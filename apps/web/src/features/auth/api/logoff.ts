import { api } from '@lobby/contract';
import { request } from '@/lib/api-client';

/** POST /api/logoff: revokes the token on the server. Its answer is not needed (spec §7). */
export async function logoff(): Promise<void> {
  await request(api.logoff, {});
}
