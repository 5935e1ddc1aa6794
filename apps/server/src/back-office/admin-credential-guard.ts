import { messages } from '@lobby/contract';
import { DomainError, ErrorCode } from '../domain-error.ts';
import type { AttemptCounters } from '../rate-limits/attempt-counters.ts';
import { isAdminAuthorization } from './admin-token.ts';

export interface AdminCredentialLimits {
  failures: number;
  windowMs: number;
}

/**
 * Ten wrong admin credentials in 15 minutes per client address, then 429 until the window passes: an
 * operator mistyping is far below that, a script guessing is stopped (a drawn token is 192 bits, but
 * ADMIN_TOKEN is whatever the operator chose).
 */
export const DEFAULT_ADMIN_CREDENTIAL_LIMITS: AdminCredentialLimits = { failures: 10, windowMs: 15 * 60_000 };

/**
 * Admits a request to /admin/api or throws its refusal. A request that sends a credential reserves an
 * attempt first (so parallel guesses cannot all pass the limit), and a right one gives it back; a request
 * without an Authorization header guesses nothing and is refused without counting.
 */
export function createAdminCredentialGuard(counters: AttemptCounters, token: string, limits: AdminCredentialLimits = DEFAULT_ADMIN_CREDENTIAL_LIMITS) {
  const minutes = Math.ceil(limits.windowMs / 60_000);
  return async function admit(authorization: string | undefined, clientAddress: string): Promise<void> {
    const refused = new DomainError(ErrorCode.unauthorized, messages.backOffice.unauthorized, 401);
    if (!authorization) throw refused;
    const key = `admin-credential:${clientAddress}`;
    if (!(await counters.reserve([{ key, limit: limits.failures }], limits.windowMs))) {
      throw new DomainError(ErrorCode.tooManyRequests, messages.sessions.adminLocked(minutes), 429);
    }
    if (!isAdminAuthorization(authorization, token)) throw refused;
    await counters.release([key]);
  };
}
