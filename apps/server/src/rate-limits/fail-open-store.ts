import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import LocalStore from '@fastify/rate-limit/store/LocalStore.js';
import RedisStore from '@fastify/rate-limit/store/RedisStore.js';
import type { SharedCounters } from './shared-counters.ts';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0];
type Result = { current: number; ttl: number };

/**
 * @fastify/rate-limit's Redis store while Redis answers, its memory store while it does not (see
 * SharedCounters): an outage of Redis neither holds requests up nor lifts the limits.
 */
class FailOpenStore implements FastifyRateLimitStore {
  readonly #counters: SharedCounters;
  readonly #viaRedis: FastifyRateLimitStore;
  readonly #inMemory: FastifyRateLimitStore;

  constructor(counters: SharedCounters, viaRedis: FastifyRateLimitStore, inMemory: FastifyRateLimitStore) {
    this.#counters = counters;
    this.#viaRedis = viaRedis;
    this.#inMemory = inMemory;
  }

  incr(key: string, callback: (error: Error | null, result?: Result) => void, timeWindow: number, max: number): void {
    if (!this.#counters.isAvailable()) return this.#inMemory.incr(key, callback, timeWindow, max);
    this.#viaRedis.incr(
      key,
      (error, result) => {
        if (error) {
          this.#counters.reportFailure(error);
          return this.#inMemory.incr(key, callback, timeWindow, max);
        }
        this.#counters.reportSuccess();
        callback(null, result);
      },
      timeWindow,
      max,
    );
  }

  child(routeOptions: RouteOptions): FastifyRateLimitStore {
    return new FailOpenStore(this.#counters, this.#viaRedis.child(routeOptions), this.#inMemory.child(routeOptions));
  }
}

/** The `store` option of @fastify/rate-limit: Redis under `nameSpace`, memory while Redis is away. */
export function failOpenStore(counters: SharedCounters, nameSpace: string): FastifyRateLimitStoreCtor {
  return class {
    constructor(options: FastifyRateLimitOptions) {
      const { continueExceeding = false, exponentialBackoff = false } = options as { continueExceeding?: boolean; exponentialBackoff?: boolean };
      const viaRedis = new RedisStore(continueExceeding, exponentialBackoff, counters.redis, nameSpace);
      const inMemory = new LocalStore(continueExceeding, exponentialBackoff);
      // A constructor may answer another object: the plugin only calls incr and child on it.
      return new FailOpenStore(counters, viaRedis, inMemory);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
