import { messages } from '@lobby/contract';
import { DomainError, ErrorCode } from '../domain-error.ts';
import type { AttemptCounters } from '../rate-limits/attempt-counters.ts';

export interface PayPasswordLimits {
  failures: number;
  windowMs: number;
}

/**
 * Five wrong payment passwords in 15 minutes per member, counted together over every call that checks it.
 * The password is six digits: without its own limit a stolen session could try about 40 a minute
 * under the calls' rate limits, and the whole space in days.
 */
export const DEFAULT_PAY_PASSWORD_LIMITS: PayPasswordLimits = { failures: 5, windowMs: 15 * 60_000 };

/** Checks a member's payment password within that member's limit of wrong guesses. */
export interface PayPasswordGuard {
  /**
   * Runs `check` (the argon2 comparison) only when the member has wrong guesses left, and answers its
   * verdict; otherwise refuses with HTTP 429 before the check, so nothing the call would do happens.
   */
  verify(memberId: number, check: () => Promise<boolean>): Promise<boolean>;
}

/**
 * The attempt is reserved before the check, so parallel guesses cannot all slip under the limit; a
 * right password clears the member's count (the owner got it right), a wrong one keeps its reservation.
 */
export function createPayPasswordGuard(counters: AttemptCounters, limits: PayPasswordLimits = DEFAULT_PAY_PASSWORD_LIMITS): PayPasswordGuard {
  const minutes = Math.ceil(limits.windowMs / 60_000);
  return {
    async verify(memberId, check) {
      const key = `pay-password:${memberId}`;
      if (!(await counters.reserve([{ key, limit: limits.failures }], limits.windowMs))) {
        throw new DomainError(ErrorCode.tooManyRequests, messages.sessions.payPasswordLocked(minutes), 429);
      }
      const matches = await check();
      if (matches) await counters.clear([key]);
      return matches;
    },
  };
}
