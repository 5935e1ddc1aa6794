import type { AttemptCounter, AttemptCounters } from './attempt-counters.ts';
import type { SharedCounters } from './shared-counters.ts';

/**
 * Check every counter against its limit, then count on all of them, in one script: Redis runs a script
 * without interleaving any other command, so two processes cannot both take the last attempt. A key's
 * window starts at its first attempt. ARGV[1] is the window, ARGV[1 + i] the limit of KEYS[i].
 */
const RESERVE = `
for i, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') >= tonumber(ARGV[i + 1]) then return 0 end
end
for _, key in ipairs(KEYS) do
  if redis.call('INCR', key) == 1 then redis.call('PEXPIRE', key, ARGV[1]) end
end
return 1`;

/** Never below zero, and the key keeps its window (DECR leaves the expiry alone). */
const RELEASE = `
for _, key in ipairs(KEYS) do
  if tonumber(redis.call('GET', key) or '0') > 0 then redis.call('DECR', key) end
end
return 0`;

/**
 * The attempt counters of several processes, in Redis: a fixed window per key from its first attempt
 * (the memory counters slide; for a few attempts in 15 minutes the two differ only at the window's edge).
 */
export class RedisAttemptCounters implements AttemptCounters {
  readonly #shared: SharedCounters;

  constructor(shared: SharedCounters) {
    this.#shared = shared;
  }

  async reserve(counters: readonly AttemptCounter[], windowMs: number): Promise<boolean> {
    const keys = counters.map(({ key }) => this.#prefixed(key));
    const limits = counters.map(({ limit }) => String(limit));
    const reserved = await this.#shared.redis.eval(RESERVE, keys.length, ...keys, String(windowMs), ...limits);
    return reserved === 1;
  }

  async release(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#shared.redis.eval(RELEASE, keys.length, ...keys.map((key) => this.#prefixed(key)));
  }

  async clear(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    await this.#shared.redis.del(...keys.map((key) => this.#prefixed(key)));
  }

  #prefixed(key: string): string {
    return `${this.#shared.keyPrefix}attempts:${key}`;
  }
}
