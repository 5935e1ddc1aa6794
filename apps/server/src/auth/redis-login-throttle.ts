import type { SharedCounters } from '../rate-limits/shared-counters.ts';
import { DEFAULT_LOGIN_LIMITS, throttleKeys, type LoginThrottle, type LoginThrottleLimits } from './login-throttle.ts';

/** INCR, and start the window on the first failure only, in one step so two processes cannot both miss it. */
const COUNT_FAILURE = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return count`;

/**
 * The failed-login throttle for several processes: counts in Redis, a fixed window per key starting at the
 * first failure (the memory throttle slides; for a limit of a few failures in 15 minutes the two differ
 * only at the window's edge).
 */
export class RedisLoginThrottle implements LoginThrottle {
  readonly #counters: SharedCounters;
  readonly #limits: LoginThrottleLimits;

  constructor(counters: SharedCounters, limits: LoginThrottleLimits = DEFAULT_LOGIN_LIMITS) {
    this.#counters = counters;
    this.#limits = limits;
  }

  async isBlocked(accountKey: string, clientAddress: string): Promise<boolean> {
    const counters = Object.values(throttleKeys(this.#limits, accountKey, clientAddress));
    const counts = await this.#counters.redis.mget(counters.map(({ key }) => this.#prefixed(key)));
    return counters.some(({ limit }, index) => Number(counts[index] ?? 0) >= limit);
  }

  async recordFailure(accountKey: string, clientAddress: string): Promise<void> {
    const window = String(this.#limits.windowMs);
    const counters = Object.values(throttleKeys(this.#limits, accountKey, clientAddress));
    await Promise.all(counters.map(({ key }) => this.#counters.redis.eval(COUNT_FAILURE, 1, this.#prefixed(key), window)));
  }

  async recordSuccess(accountKey: string, clientAddress: string): Promise<void> {
    const { pair, account } = throttleKeys(this.#limits, accountKey, clientAddress);
    await this.#counters.redis.del(this.#prefixed(pair.key), this.#prefixed(account.key));
  }

  #prefixed(key: string): string {
    return `${this.#counters.keyPrefix}login-failures:${key}`;
  }
}
