import type { AttemptCounters } from '../rate-limits/attempt-counters.ts';

/**
 * Limits login attempts per account from one address, per account from anywhere, and per address. Each
 * attempt is reserved before the password is checked, so a burst of parallel guesses checks at most the
 * limit; a wrong password keeps its reservation as the failure.
 */
export interface LoginThrottle {
  /** False (and nothing counted) when the account from this address, the account, or the address has used up its attempts. */
  reserveAttempt(accountKey: string, clientAddress: string): Promise<boolean>;
  /**
   * The password was right: clears the account's counts, and gives the address back the attempt this
   * login reserved (its earlier failures stay: one address may probe many accounts).
   */
  recordSuccess(accountKey: string, clientAddress: string): Promise<void>;
}

export interface LoginThrottleLimits {
  /**
   * The tight limit is per account AND address, so a stranger guessing at someone's account from one
   * address cannot lock its owner out; the looser per-account limit still stops guessing spread over
   * many addresses.
   */
  perAccountFromAddress: number;
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { perAccountFromAddress: 5, perAccount: 50, perAddress: 20, windowMs: 15 * 60_000 };

/** The counter keys of one attempt, each with its limit. */
function throttleKeys(limits: LoginThrottleLimits, accountKey: string, clientAddress: string) {
  return {
    pair: { key: `login:pair:${accountKey}@${clientAddress}`, limit: limits.perAccountFromAddress },
    account: { key: `login:account:${accountKey}`, limit: limits.perAccount },
    address: { key: `login:address:${clientAddress}`, limit: limits.perAddress },
  };
}

/** The login throttle on the given counters (in memory, or Redis so several processes count together). */
export function createLoginThrottle(counters: AttemptCounters, limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS): LoginThrottle {
  return {
    reserveAttempt: (accountKey, clientAddress) => counters.reserve(Object.values(throttleKeys(limits, accountKey, clientAddress)), limits.windowMs),
    async recordSuccess(accountKey, clientAddress) {
      const { pair, account, address } = throttleKeys(limits, accountKey, clientAddress);
      await counters.clear([pair.key, account.key]);
      await counters.release([address.key]);
    },
  };
}
