/**
 * Counts failed logins per account from one address, per account from anywhere, and per address. Behind an
 * interface because a multi-process deployment needs a shared store (Redis); the memory one serves one process.
 */
export interface LoginThrottle {
  /** True when the account from this address, the account, or the address has used up its failures. */
  isBlocked(accountKey: string, clientAddress: string): Promise<boolean>;
  recordFailure(accountKey: string, clientAddress: string): Promise<void>;
  /** A successful login clears the account's counts (not the address's: one address may probe many accounts). */
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
export function throttleKeys(limits: LoginThrottleLimits, accountKey: string, clientAddress: string) {
  return {
    pair: { key: `pair:${accountKey}@${clientAddress}`, limit: limits.perAccountFromAddress },
    account: { key: `account:${accountKey}`, limit: limits.perAccount },
    address: { key: `address:${clientAddress}`, limit: limits.perAddress },
  };
}

/** Sliding window of failure times per key; expired keys are swept once a window so memory stays bounded. */
export class MemoryLoginThrottle implements LoginThrottle {
  readonly #failures = new Map<string, number[]>();
  readonly #limits: LoginThrottleLimits;
  readonly #now: () => number;
  #lastSweep: number;

  constructor(limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS, now: () => number = Date.now) {
    this.#limits = limits;
    this.#now = now;
    this.#lastSweep = now();
  }

  async isBlocked(accountKey: string, clientAddress: string): Promise<boolean> {
    return Object.values(throttleKeys(this.#limits, accountKey, clientAddress)).some(({ key, limit }) => this.#recent(key) >= limit);
  }

  async recordFailure(accountKey: string, clientAddress: string): Promise<void> {
    this.#sweepIfDue();
    for (const { key } of Object.values(throttleKeys(this.#limits, accountKey, clientAddress))) {
      this.#failures.set(key, [...this.#live(key), this.#now()]);
    }
  }

  async recordSuccess(accountKey: string, clientAddress: string): Promise<void> {
    const { pair, account } = throttleKeys(this.#limits, accountKey, clientAddress);
    this.#failures.delete(pair.key);
    this.#failures.delete(account.key);
  }

  #live(key: string): number[] {
    const since = this.#now() - this.#limits.windowMs;
    return (this.#failures.get(key) ?? []).filter((time) => time > since);
  }

  #recent(key: string): number {
    return this.#live(key).length;
  }

  #sweepIfDue(): void {
    if (this.#now() - this.#lastSweep < this.#limits.windowMs) return;
    this.#lastSweep = this.#now();
    for (const key of [...this.#failures.keys()]) {
      if (this.#live(key).length === 0) this.#failures.delete(key);
    }
  }
}
