/**
 * Counts failed logins per account and per client address. Behind an interface because a
 * multi-process deployment needs a shared store (Redis); the memory one serves a single process.
 */
export interface LoginThrottle {
  /** True when either the account or the address has used up its failures in the window. */
  isBlocked(accountKey: string, clientAddress: string): Promise<boolean>;
  recordFailure(accountKey: string, clientAddress: string): Promise<void>;
  /** A successful login clears the account's count (not the address's: one address may probe many accounts). */
  recordSuccess(accountKey: string): Promise<void>;
}

export interface LoginThrottleLimits {
  perAccount: number;
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginThrottleLimits = { perAccount: 5, perAddress: 20, windowMs: 15 * 60_000 };

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
    return (
      this.#recent(`account:${accountKey}`) >= this.#limits.perAccount ||
      this.#recent(`address:${clientAddress}`) >= this.#limits.perAddress
    );
  }

  async recordFailure(accountKey: string, clientAddress: string): Promise<void> {
    this.#sweepIfDue();
    for (const key of [`account:${accountKey}`, `address:${clientAddress}`]) {
      this.#failures.set(key, [...this.#live(key), this.#now()]);
    }
  }

  async recordSuccess(accountKey: string): Promise<void> {
    this.#failures.delete(`account:${accountKey}`);
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
