import { Redis } from 'ioredis';

/** Where outages are reported: the app's logger (pino's call shape). */
export interface OutageLog {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
}

/**
 * A Redis that stops answering must cost a request milliseconds, not seconds: no connection means an
 * immediate refusal (no offline queue, no retry), a connection that hangs is given up after the command
 * timeout. Either way the caller counts in memory (failOpen) until Redis is back.
 */
const REDIS_OPTIONS = { connectTimeout: 500, commandTimeout: 500, maxRetriesPerRequest: 0, enableOfflineQueue: false, enableAutoPipelining: true };

/** After a failed command, Redis is tried again after this long (until then memory counts at once). */
const RETRY_AFTER_MS = 5_000;

/**
 * Where counters live when several server processes must agree on them (REDIS_URL), and what happens
 * while Redis is away: requests go through, counted in this process's memory, so limits still hold per
 * process; one warning is logged when an outage starts and one line when Redis is back.
 */
export class SharedCounters {
  readonly redis: Redis;
  /** Prefixed to every key, so one Redis can serve several sites (and test runs) without mixing counts. */
  readonly keyPrefix: string;
  #outage: { since: number; retryAt: number; reason: string } | undefined;
  #log: OutageLog | undefined;

  constructor(redis: Redis, keyPrefix: string) {
    this.redis = redis;
    this.keyPrefix = keyPrefix;
    // ioredis prints unhandled error events itself; every connection error marks an outage (logged once).
    redis.on('error', (error: Error) => this.reportFailure(error));
    redis.on('ready', () => this.reportSuccess());
  }

  /** Outages are recorded from the start and logged once a logger is attached (main.ts: the app's). */
  reportOutagesTo(log: OutageLog): void {
    this.#log = log;
    if (this.#outage) this.#warn();
  }

  /** Whether a counter should be asked of Redis now; false sends it to memory without waiting. */
  isAvailable(): boolean {
    if (this.redis.status !== 'ready') {
      this.reportFailure(new Error(`Redis connection is ${this.redis.status}`));
      return false;
    }
    return !this.#outage || Date.now() >= this.#outage.retryAt;
  }

  reportFailure(error: Error): void {
    const retryAt = Date.now() + RETRY_AFTER_MS;
    if (this.#outage) {
      this.#outage.retryAt = retryAt;
      return;
    }
    this.#outage = { since: Date.now(), retryAt, reason: error.message };
    this.#warn();
  }

  reportSuccess(): void {
    if (!this.#outage) return;
    const { since } = this.#outage;
    this.#outage = undefined;
    this.#log?.info({ outageMs: Date.now() - since }, 'Redis is back: rate-limit and login-failure counters are shared again');
  }

  /**
   * `viaRedis` while Redis answers, `inMemory` while it does not: each method (async, same arguments) is
   * tried on Redis when it is available and answered from memory when it is not or when it fails. The
   * memory counts start at the outage, so a limit holds again from then on, per process.
   */
  failOpen<T extends object>(viaRedis: T, inMemory: T): T {
    return new Proxy(viaRedis, {
      get: (target, property) => {
        const member = Reflect.get(target, property);
        if (typeof member !== 'function') return member;
        return async (...args: unknown[]) => {
          if (this.isAvailable()) {
            try {
              const result = await Reflect.apply(member, target, args);
              this.reportSuccess();
              return result;
            } catch (error) {
              this.reportFailure(error instanceof Error ? error : new Error(String(error)));
            }
          }
          return Reflect.apply(Reflect.get(inMemory, property) as (...args: unknown[]) => unknown, inMemory, args);
        };
      },
    });
  }

  /** Resolves when Redis is ready or after `timeoutMs`, whichever comes first: a start never waits longer. */
  async waitUntilReady(timeoutMs: number): Promise<boolean> {
    if (this.redis.status === 'ready') return true;
    // Not events.once: it rejects on the 'error' events a Redis that is down emits while we wait.
    let onReady!: () => void;
    const ready = new Promise<boolean>((resolve) => {
      onReady = () => resolve(true);
      this.redis.once('ready', onReady);
    });
    const timer = new Promise<boolean>((resolve) => setTimeout(resolve, timeoutMs, false).unref());
    try {
      return await Promise.race([ready, timer]);
    } finally {
      this.redis.off('ready', onReady);
    }
  }

  /** Closes the connection without waiting for a Redis that may not answer. */
  close(): void {
    this.redis.disconnect();
  }

  #warn(): void {
    if (!this.#outage || !this.#log) return;
    this.#log.warn(
      { reason: this.#outage.reason },
      'Redis is unreachable: requests go through, rate-limit and login-failure counters count in this process only until it is back',
    );
  }
}

export function connectSharedCounters(url: string, keyPrefix = 'lobby:'): SharedCounters {
  return new SharedCounters(new Redis(url, REDIS_OPTIONS), keyPrefix);
}
